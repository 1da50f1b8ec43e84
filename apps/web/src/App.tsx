// The booking page: the salon's public page, a customer's manage view, or the front desk, as the
// address says (mode.ts). A new address in this tab (another #manage=… link) switches view.
import { useEffect, useState } from "react";
import { pageMode } from "./mode";
import { FrontDesk } from "./front-desk/FrontDesk";
import { CustomerApp } from "./customer/CustomerApp";
import { useFrameHeight } from "./customer/embedding";

export function App() {
  const [mode, setMode] = useState(() => pageMode(window.location));
  useEffect(() => {
    const onHashChange = () => setMode(pageMode(window.location));
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  useFrameHeight();
  if (mode.kind === "front-desk") return <FrontDesk />;
  return <CustomerApp key={mode.kind} mode={mode} />;
}
