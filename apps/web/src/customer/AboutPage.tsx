// /book/ opened without a salon's key: what this page is (the booking page of the salons using
// this service), that a salon's customers open the link their salon gave them, and where the
// salon's staff go instead (the console, in the language the page speaks).
import { useI18n } from "../i18n/I18n";
import { withLanguage } from "../i18n/languages";
import { CONSOLE_PATH } from "../mode";
import { PageFrame } from "./CustomerApp";

export function AboutPage() {
  const { t, rich, lang } = useI18n();
  return (
    <PageFrame heading={t("about.heading")}>
      <section className="card" data-testid="about">
        <p>{t("about.text")}</p>
        <p>{t("about.manage")}</p>
        <p>
          {rich(
            "about.staff",
            {},
            {
              console: (chunks) => (
                <a href={withLanguage({ pathname: CONSOLE_PATH, search: "", hash: "" }, lang)} data-testid="console-link">
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
      </section>
    </PageFrame>
  );
}
