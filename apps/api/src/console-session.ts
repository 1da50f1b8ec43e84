// Signing in to the provider's console: the cookies that carry a staff member's session and mark
// the browsers they signed in from. HTTP only: who may sign in, for how long and as what is
// @booking/core's console-sessions.ts.
//
// The session cookie is HttpOnly (no script reads it), SameSite=Strict (no other site's page or
// link sends it), and lasts as long as the session: set again, with the new Max-Age, by the
// request that extends the session (use keeps it going, see @booking/core). It counts on native tRPC only (see
// callerOfConsoleCookie): the /v1 and /api/rpc paths, which third parties call from anywhere,
// take API keys alone, so no page elsewhere can make a signed-in browser act through them. The
// device cookie, set beside it at each sign-in, is sent to the sign-in only (its Path) and lasts a
// year: attempts that carry it have a budget of their own (console-sessions.ts says why).
//
// Both are Secure when the deployment is reached over https: its PUBLIC_URL says so, or the
// request came over https (X-Forwarded-Proto counts only from a trusted proxy). The Host a request
// names decides nothing, so no request can ask for a cookie a browser would send over plain http.
//
// A session token the database does not know costs a lookup like an unknown API key, and draws on
// the same budget per client address (unknown-keys.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseCookie, stringifySetCookie } from "cookie";
import {
  addressBucket,
  AppError,
  CONSOLE_DEVICE_DAYS,
  CONSOLE_SESSION_HOURS,
  consoleSessionDigest,
  describeInvite,
  findCallerBySession,
  parseInviteCheck,
  parseInviteUse,
  parseSignIn,
  revokeMemberSessions,
  SIGN_IN_LIMITS,
  signIn,
  signOut,
  type Caller,
  type ServiceDeps,
  type SignedIn,
  type SignInBudget,
  useInvite,
} from "@booking/core";
import type { RateLimiter } from "./rate-limit";
import type { UnknownKeys } from "./unknown-keys";

export const CONSOLE_COOKIE = "booking_console";
export const DEVICE_COOKIE = "booking_device";
export const CONSOLE_SESSION_PATH = "/console/session";
/** Under the session's path, so the browser's device cookie comes along. */
const INVITE_PATH = `${CONSOLE_SESSION_PATH}/invite`;

/** Browsers send a Secure cookie over https only (and over plain http to a loopback host). */
const secureFor = (deps: Pick<ServiceDeps, "publicUrl">, request: FastifyRequest) =>
  /^https:/i.test(deps.publicUrl) || request.protocol === "https";

const cookiesOf = (request: FastifyRequest): Record<string, string | undefined> => {
  const header = request.headers.cookie;
  return header ? parseCookie(header) : {};
};

/**
 * Whether the browser says the request comes from another site (Sec-Fetch-Site): the cookie is
 * then ignored even where SameSite did not keep it back (older browsers).
 */
const fromElsewhere = (request: FastifyRequest) => {
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
};

const unknownSessionsMessage = (limit: number) => `At most ${limit} unknown console sessions or API keys per minute from one address`;

interface CookieToSet {
  name: string;
  value: string;
  path: string;
  maxAge: number;
}

const setCookies = (deps: Pick<ServiceDeps, "publicUrl">, request: FastifyRequest, reply: FastifyReply, cookies: CookieToSet[]) => {
  const secure = secureFor(deps, request);
  void reply.header(
    "set-cookie",
    cookies.map((cookie) =>
      stringifySetCookie({
        name: cookie.name,
        value: cookie.value,
        path: cookie.path,
        httpOnly: true,
        sameSite: "strict",
        secure,
        maxAge: cookie.maxAge,
      }),
    ),
  );
};

/**
 * The staff member a native tRPC request acts as by its console cookie; null without a live
 * session. A session not found live here lately is looked up only while the client address is
 * within its budget of unknown keys; past it, or when this lookup spends the budget's last turn,
 * 429 when there is a reply to send it with (see unknown-keys.ts).
 */
export async function callerOfConsoleCookie(
  deps: Pick<ServiceDeps, "db" | "now" | "publicUrl">,
  request: FastifyRequest,
  unknownKeys?: UnknownKeys,
  reply?: FastifyReply,
): Promise<Caller | null> {
  const token = cookiesOf(request)[CONSOLE_COOKIE];
  const digest = token ? consoleSessionDigest(token) : null;
  if (!token || !digest || fromElsewhere(request)) return null;
  /** The session's caller; when this request extended it, the cookie is set again to last as long. */
  const live = async () => {
    const now = deps.now();
    const found = await findCallerBySession(deps.db, digest, now);
    if (found?.extended && reply) {
      const maxAge = Math.max(1, Math.floor((found.expiresAt.getTime() - now.getTime()) / 1000));
      setCookies(deps, request, reply, [{ name: CONSOLE_COOKIE, value: token, path: "/", maxAge }]);
    }
    return found?.caller ?? null;
  };
  if (!unknownKeys) return live();
  if (unknownKeys.wasRefused(digest)) return null;
  const address = addressBucket(request.ip);
  const wait = unknownKeys.wasLive(digest) ? 0 : unknownKeys.blockedSeconds(address);
  if (wait > 0) {
    if (!reply) return null;
    void reply.header("Retry-After", wait);
    throw new AppError("RATE_LIMITED", `${unknownSessionsMessage(unknownKeys.perAddress)}; retry in ${wait} s`);
  }
  const caller = await live();
  if (caller) {
    unknownKeys.foundLive(digest);
    return caller;
  }
  const over = await unknownKeys.refuse(digest, address);
  if (over && reply) {
    void reply.header("Retry-After", over.resetSeconds);
    throw new AppError("RATE_LIMITED", `${unknownSessionsMessage(over.limit)}; retry in ${over.resetSeconds} s`);
  }
  return null;
}

const clearSession = (deps: Pick<ServiceDeps, "publicUrl">, request: FastifyRequest, reply: FastifyReply) =>
  setCookies(deps, request, reply, [{ name: CONSOLE_COOKIE, value: "", path: "/", maxAge: 0 }]);

const limited = (reply: FastifyReply, resetSeconds: number) => {
  void reply.header("Retry-After", resetSeconds);
  const minutes = Math.max(1, Math.ceil(resetSeconds / 60));
  return new AppError("RATE_LIMITED", `Too many sign-in attempts; try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
};

/**
 * POST /console/session signs in (JSON email and password; the cookies are set), DELETE signs
 * this browser out, DELETE /console/session/everywhere signs the member out on every device.
 * POST /console/session/invite sets a password with an invite link's token and signs in;
 * POST /console/session/invite/check says who a token is for, or why it no longer works.
 */
export function registerConsoleSession(app: FastifyInstance, deps: ServiceDeps, limiter: RateLimiter, unknownKeys?: UnknownKeys) {
  const { perAddress, perEmail, perDevice, windowSeconds } = SIGN_IN_LIMITS;
  /** The counter an attempt draws on: the browser's own for the email when it is known for it, else the email's. */
  const budgetOf = (budget: SignInBudget) =>
    budget.device === null
      ? { key: `sign-in:email:${budget.email}`, limit: perEmail }
      : { key: `sign-in:device:${budget.device}:${budget.email}`, limit: perDevice };

  app.post(CONSOLE_SESSION_PATH, async (request, reply) => {
    const { email, password, providerId } = parseSignIn(request.body);
    // Every attempt from an address counts at once. The email's (or the browser's) budget is
    // charged when the password is about to be checked, right or wrong: an attempt the argon2
    // gate turns away (503) costs the member nothing.
    const byAddress = await limiter.consume(`sign-in:addr:${addressBucket(request.ip)}`, perAddress, 1, windowSeconds);
    if (!byAddress.allowed) throw limited(reply, byAddress.resetSeconds);
    const signedIn = await signIn(
      deps.db,
      {
        email,
        password,
        providerId,
        ...attemptFrom(request),
      },
      {
        // Spent already: refused before taking a place at the gate.
        check: async (budget) => {
          const { key, limit } = budgetOf(budget);
          const decision = await limiter.consume(key, limit, 0, windowSeconds);
          if (!decision.allowed || decision.remaining === 0) throw limited(reply, decision.resetSeconds);
        },
        charge: async (budget) => {
          const { key, limit } = budgetOf(budget);
          const decision = await limiter.consume(key, limit, 1, windowSeconds);
          if (!decision.allowed) throw limited(reply, decision.resetSeconds);
        },
      },
    );
    // One answer for an unknown email and a wrong password: the form tells no one which emails have accounts.
    if (!signedIn) throw new AppError("UNAUTHORIZED", "Wrong email or password");
    request.log.info({ staffId: signedIn.member.id, session: signedIn.sessionId }, "signed in to the console");
    return answerSignedIn(request, reply, signedIn);
  });

  /** Where and when a sign-in (by password or invite) is attempted: the address, browser and its device cookie. */
  const attemptFrom = (request: FastifyRequest) => ({
    address: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    deviceToken: cookiesOf(request)[DEVICE_COOKIE],
    now: deps.now(),
  });

  /** The session's and the browser's cookies, and the answer of a sign-in (by password or invite). */
  const answerSignedIn = (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => {
    setCookies(deps, request, reply, [
      { name: CONSOLE_COOKIE, value: signedIn.token, path: "/", maxAge: CONSOLE_SESSION_HOURS * 3_600 },
      { name: DEVICE_COOKIE, value: signedIn.deviceToken, path: CONSOLE_SESSION_PATH, maxAge: CONSOLE_DEVICE_DAYS * 86_400 },
    ]);
    return { success: true, data: { staff: signedIn.member, expiresAt: signedIn.expiresAt.toISOString() } };
  };

  /** Invite links draw on the sign-in's budget of the client address (tokens are not guessable; addresses are limited all the same). */
  const inviteAttempt = async (request: FastifyRequest, reply: FastifyReply) => {
    const byAddress = await limiter.consume(`sign-in:addr:${addressBucket(request.ip)}`, perAddress, 1, windowSeconds);
    if (!byAddress.allowed) throw limited(reply, byAddress.resetSeconds);
  };

  // Who an invite link is for (the page greets them), or why it no longer works.
  app.post(`${INVITE_PATH}/check`, async (request, reply) => {
    const { token } = parseInviteCheck(request.body);
    await inviteAttempt(request, reply);
    const invite = await describeInvite(deps.db, token, deps.now());
    return { success: true, data: { name: invite.name, salon: invite.salon, expiresAt: invite.expiresAt.toISOString() } };
  });

  // The invited member sets their password and is signed in; the link is used up.
  app.post(INVITE_PATH, async (request, reply) => {
    const { token, password } = parseInviteUse(request.body);
    await inviteAttempt(request, reply);
    const signedIn = await useInvite(deps.db, {
      token,
      password,
      ...attemptFrom(request),
    });
    request.log.info(
      { staffId: signedIn.member.id, session: signedIn.sessionId },
      "set a password with an invite and signed in to the console",
    );
    return answerSignedIn(request, reply, signedIn);
  });

  app.delete(CONSOLE_SESSION_PATH, async (request, reply) => {
    const token = cookiesOf(request)[CONSOLE_COOKIE];
    const digest = token ? consoleSessionDigest(token) : null;
    // The cookie is cleared whatever it held; a token is looked up (to end its session) as on
    // any other request: not when refused lately, nor from an address past its budget.
    if (digest) {
      const address = addressBucket(request.ip);
      const held =
        unknownKeys && (unknownKeys.wasRefused(digest) || (!unknownKeys.wasLive(digest) && unknownKeys.blockedSeconds(address) > 0));
      if (!held && !(await signOut(deps.db, digest, deps.now()))) await unknownKeys?.refuse(digest, address);
    }
    clearSession(deps, request, reply);
    return reply.code(204).send();
  });

  app.delete(`${CONSOLE_SESSION_PATH}/everywhere`, async (request, reply) => {
    const caller = await callerOfConsoleCookie(deps, request, unknownKeys, reply);
    const member = caller?.staffMember;
    if (!caller || !member) throw new AppError("UNAUTHORIZED", "Not signed in to the console");
    const ended = await revokeMemberSessions(deps.db, caller.providerId, member.staffId, deps.now());
    clearSession(deps, request, reply);
    return { success: true, data: { sessionsEnded: ended } };
  });
}
