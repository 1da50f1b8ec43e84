// The page inside a salon's site: the embed script (public/embed.js) puts it in an <iframe> and
// sizes the frame to the page, which tells it its height whenever that changes. Nothing else is
// sent to the parent page (it may be any site).
import { useEffect } from "react";

export const HEIGHT_MESSAGE = "booking-page:height";

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
