// Signing in to the provider's console: the cookie that carries a staff member's session. HTTP
// only: who may sign in, for how long and as what is @booking/core's console-sessions.ts.
//
// The cookie is HttpOnly (no script reads it), SameSite=Strict (no other site's page or link
// sends it), Secure except on a loopback host (where browsers allow plain http), and lasts the
// session's eight hours. It counts on native tRPC only (see callerOfConsoleCookie): the /v1 and
// /api/rpc paths, which third parties call from anywhere, take API keys alone, so no page
// elsewhere can make a signed-in browser act through them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseCookie, stringifySetCookie } from "cookie";
import {
  addressBucket,
  AppError,
  CONSOLE_SESSION_HOURS,
  findCallerBySession,
  parseSignIn,
  revokeMemberSessions,
  SIGN_IN_LIMITS,
  signIn,
  signOut,
  type Caller,
  type ServiceDeps,
} from "@booking/core";
import type { RateLimiter } from "./rate-limit";

export const CONSOLE_COOKIE = "booking_console";
export const CONSOLE_SESSION_PATH = "/console/session";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Browsers keep a Secure cookie over https only, and over plain http on a loopback host. */
const secureFor = (request: FastifyRequest) => !LOOPBACK_HOSTS.has(request.hostname.toLowerCase());

const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[CONSOLE_COOKIE] : undefined;
};

/**
 * Whether the browser says the request comes from another site (Sec-Fetch-Site): the cookie is
 * then ignored even where SameSite did not keep it back (older browsers).
 */
const fromElsewhere = (request: FastifyRequest) => {
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
};

/** The staff member a native tRPC request acts as by its console cookie; null without a live session. */
export async function callerOfConsoleCookie(deps: Pick<ServiceDeps, "db" | "now">, request: FastifyRequest): Promise<Caller | null> {
  const token = tokenOf(request);
  if (!token || fromElsewhere(request)) return null;
  return findCallerBySession(deps.db, token, deps.now());
}

const setCookie = (request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) =>
  reply.header(
    "set-cookie",
    stringifySetCookie({
      name: CONSOLE_COOKIE,
      value,
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: secureFor(request),
      maxAge,
    }),
  );

const limited = (reply: FastifyReply, resetSeconds: number) => {
  void reply.header("Retry-After", resetSeconds);
  const minutes = Math.max(1, Math.ceil(resetSeconds / 60));
  return new AppError("RATE_LIMITED", `Too many sign-in attempts; try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
};

/**
 * POST /console/session signs in (JSON email and password; the cookie is set), DELETE signs this
 * browser out, DELETE /console/session/everywhere signs the member out on every device.
 */
export function registerConsoleSession(app: FastifyInstance, deps: ServiceDeps, limiter: RateLimiter) {
  app.post(CONSOLE_SESSION_PATH, async (request, reply) => {
    const { email, password, providerId } = parseSignIn(request.body);
    // Every attempt counts, before the password is checked: a guess costs the guesser a turn either way.
    const { perAddress, perEmail, windowSeconds } = SIGN_IN_LIMITS;
    const byAddress = await limiter.consume(`sign-in:addr:${addressBucket(request.ip)}`, perAddress, 1, windowSeconds);
    if (!byAddress.allowed) throw limited(reply, byAddress.resetSeconds);
    const byEmail = await limiter.consume(`sign-in:email:${email.toLowerCase()}`, perEmail, 1, windowSeconds);
    if (!byEmail.allowed) throw limited(reply, byEmail.resetSeconds);
    const signedIn = await signIn(deps.db, {
      email,
      password,
      providerId,
      address: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      now: deps.now(),
    });
    // One answer for an unknown email and a wrong password: the form tells no one which emails have accounts.
    if (!signedIn) throw new AppError("UNAUTHORIZED", "Wrong email or password");
    request.log.info({ staffId: signedIn.member.id, session: signedIn.sessionId }, "signed in to the console");
    setCookie(request, reply, signedIn.token, CONSOLE_SESSION_HOURS * 3_600);
    return { success: true, data: { staff: signedIn.member, expiresAt: signedIn.expiresAt.toISOString() } };
  });

  app.delete(CONSOLE_SESSION_PATH, async (request, reply) => {
    const token = tokenOf(request);
    if (token) await signOut(deps.db, token, deps.now());
    setCookie(request, reply, "", 0);
    return reply.code(204).send();
  });

  app.delete(`${CONSOLE_SESSION_PATH}/everywhere`, async (request, reply) => {
    const caller = await callerOfConsoleCookie(deps, request);
    const member = caller?.staffMember;
    if (!caller || !member) throw new AppError("UNAUTHORIZED", "Not signed in to the console");
    const ended = await revokeMemberSessions(deps.db, caller.providerId, member.staffId, deps.now());
    setCookie(request, reply, "", 0);
    return { success: true, data: { sessionsEnded: ended } };
  });
}
