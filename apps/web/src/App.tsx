// The page: the salon's public page, a customer's manage view or place on a waitlist, what /book/ is without a key (in
// the visitor's language, i18n/), or the provider's console at /console/ (in the member's), as the address says
// (mode.ts). A new address in this tab (another #manage=… or #waitlist=… link) switches view.
import { useEffect, useState } from "react";
import { pageMode } from "./mode";
import { Console } from "./console/Console";
import { AboutPage } from "./customer/AboutPage";
import { CustomerApp } from "./customer/CustomerApp";
import { useFrameHeight } from "./customer/embedding";
import { I18nProvider } from "./i18n/I18n";

export function App() {
  const [mode, setMode] = useState(() => pageMode(window.location));
  useEffect(() => {
    const onHashChange = () => setMode(pageMode(window.location));
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  useEffect(() => {
    // A front-desk link of before the console moved: the same link, at /console/.
    if (mode.kind === "moved") window.location.replace(mode.address);
  }, [mode]);
  useFrameHeight();
  if (mode.kind === "front-desk") return <Console />;
  if (mode.kind === "moved") return null;
  return <I18nProvider>{mode.kind === "about" ? <AboutPage /> : <CustomerApp key={mode.kind} mode={mode} />}</I18nProvider>;
}
