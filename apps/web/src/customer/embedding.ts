// The page inside a salon's site: the embed script (public/embed.js) puts it in an <iframe> and
// sizes the frame to the page, which tells it its height whenever that changes, and names the
// frame for screen readers in the page's language ("Termin buchen" for a German visitor), which
// the script uses unless the site chose a title (data-booking-title). Nothing else is sent to the
// parent page (it may be any site).
import { useEffect } from "react";

export const HEIGHT_MESSAGE = "booking-page:height";
const TITLE_MESSAGE = "booking-page:title";

/** Tells the page around the frame (if any) the frame's accessible name, `title` in `lang`, whenever it changes. */
export function useFrameTitle(title: string, lang: string): void {
  useEffect(() => {
    if (window.parent === window) return;
    window.parent.postMessage({ type: TITLE_MESSAGE, title, lang }, "*");
  }, [title, lang]);
}

export function useFrameHeight(): void {
  useEffect(() => {
    if (window.parent === window) return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, "*");
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => observer.disconnect();
  }, []);
}
