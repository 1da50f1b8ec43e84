// The pages a salon's customers use: booking with the salon's public key, their booking opened
// from its manage link, or their place on a waitlist opened from the entry's link. One query cache and one typed client for the page's lifetime. The heading
// and the document's title are the salon's name once the service has told it; a key the service
// does not take says that the link is not valid, and what to do.
import { useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { LanguageSwitcher, useDocumentTitle, useI18n } from "../i18n/I18n";
import { isLang } from "../i18n/languages";
import type { PageMode } from "../mode";
import { isBadKey } from "../common/errors";
import { createClients, TRPCProvider, useTRPC } from "./api";
import { BookingPage } from "./BookingPage";
import { useFrameTitle } from "./embedding";
import { ManagePage } from "./ManagePage";
import { WaitlistEntryPage } from "./WaitlistEntryPage";
import { openingHoursInWords, type OpeningHours } from "./opening-hours";

export function CustomerApp(props: { mode: Extract<PageMode, { kind: "public" | "manage" | "waitlist" }> }) {
  const { mode } = props;
  const [clients] = useState(() => createClients(mode.kind === "public" ? mode.key : null));
  return (
    <QueryClientProvider client={clients.queryClient}>
      <TRPCProvider trpcClient={clients.trpcClient}>
        {mode.kind === "public" ? (
          <PublicPage publicKey={mode.key} />
        ) : mode.kind === "waitlist" ? (
          // Another entry's link opens afresh.
          <WaitlistView key={`${mode.token}:${mode.verifyCode ?? ""}`} token={mode.token} verifyCode={mode.verifyCode} />
        ) : (
          // Another link (or another code for the same booking) opens afresh.
          <ManageView key={`${mode.token}:${mode.verifyCode ?? ""}`} token={mode.token} verifyCode={mode.verifyCode} />
        )}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** The page's frame: its heading (the salon's name) beside the language switcher, and what it shows. */
export function PageFrame(props: { heading: string; children: ReactNode }) {
  useDocumentTitle(props.heading);
  return (
    <div className="page customer">
      <header className="masthead">
        <h1 data-testid="page-heading">{props.heading}</h1>
        <LanguageSwitcher />
      </header>
      <main>{props.children}</main>
    </div>
  );
}

function PublicPage(props: { publicKey: string }) {
  const { t, lang, setSalonLanguage } = useI18n();
  // Embedded in a salon's site: the frame is named in the page's language.
  useFrameTitle(t("page.book.heading"), lang);
  const trpc = useTRPC();
  const salon = useQuery(trpc.bookingPage.get.queryOptions({}));
  const about = salon.data?.data;
  const salonLocale = about?.locale;
  useEffect(() => setSalonLanguage(isLang(salonLocale) ? salonLocale : null), [salonLocale, setSalonLanguage]);

  if (salon.error && isBadKey(salon.error)) {
    return (
      <PageFrame heading={t("badKey.heading")}>
        <section className="card" data-testid="bad-key">
          <p role="alert">{t("badKey.text")}</p>
        </section>
      </PageFrame>
    );
  }
  return (
    <PageFrame heading={about?.name ?? t("page.book.heading")}>
      {about && <SalonContact address={about.address} phone={about.phone} />}
      {about?.businessHours && <SalonHours hours={about.businessHours} />}
      <BookingPage publicKey={props.publicKey} salonZone={about?.timezone ?? null} payments={about?.payments} />
    </PageFrame>
  );
}

/** Where the salon is and how to call it, when it has said so in its settings. */
function SalonContact(props: { address: string | null; phone: string | null }) {
  const { t, rich } = useI18n();
  const { address, phone } = props;
  if (address === null && phone === null) return null;
  return (
    <address className="salon-contact" data-testid="salon-contact">
      {address !== null && <span data-testid="salon-address">{t("salon.address", { address })}</span>}
      {phone !== null && (
        <span data-testid="salon-phone">
          {rich("salon.phone", { phone }, { tel: (chunks) => <a href={`tel:${phone.replace(/[^0-9+]/g, "")}`}>{chunks}</a> })}
        </span>
      )}
    </address>
  );
}

/** The salon's opening hours, when it has set its own: folded under their heading, each weekday from Monday. */
function SalonHours(props: { hours: OpeningHours }) {
  const { t, lang, locale } = useI18n();
  return (
    <details className="salon-hours" data-testid="salon-hours">
      <summary>{t("salon.hours")}</summary>
      <dl>
        {openingHoursInWords(props.hours, lang, locale).map(({ day, stretches }) => (
          <div key={day}>
            <dt>{day}</dt>
            <dd>{stretches.length === 0 ? t("salon.closed") : stretches.join(", ")}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function ManageView(props: { token: string; verifyCode: string | null }) {
  const { t, setSalonLanguage } = useI18n();
  const trpc = useTRPC();
  // The booking as the manage view has it (fetched there, after any verification): only watched here.
  const booking = useQuery({ ...trpc.manage.get.queryOptions({ token: props.token }), enabled: false });
  // The booking's language stands in for a browser that asks for none the page speaks.
  const bookingLocale = booking.data?.data.locale;
  useEffect(() => setSalonLanguage(isLang(bookingLocale) ? bookingLocale : null), [bookingLocale, setSalonLanguage]);
  return (
    <PageFrame heading={booking.data?.data.provider.name ?? t("page.manage.heading")}>
      <ManagePage token={props.token} verifyCode={props.verifyCode} />
    </PageFrame>
  );
}

function WaitlistView(props: { token: string; verifyCode: string | null }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  // The entry as its page has it (fetched there): only watched here, for the salon's name.
  const entry = useQuery({ ...trpc.waitlist.manage.queryOptions({ entryToken: props.token }), enabled: false });
  return (
    <PageFrame heading={entry.data?.data.salon.name ?? t("page.waitlist.heading")}>
      <WaitlistEntryPage token={props.token} verifyCode={props.verifyCode} />
    </PageFrame>
  );
}
