// The booking page on a salon's own site. Paste where the page should appear:
//   <div data-booking-key="pk_…"></div>
//   <script src="https://<your booking service>/book/embed.js" async></script>
// Each element with data-booking-key gets the page in an <iframe> (the key must list the site's
// origin: pnpm cli key:create --audience public --origin https://your-site.example), sized to the
// page as it grows and shrinks. The frame is named for screen readers in the page's language ("Book
// an appointment", "Termin buchen", …, as the page tells once loaded); data-booking-title sets a
// name of the site's own instead. data-booking-lang (en, de, fr or es) sets the page's language,
// which otherwise follows the visitor's browser.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const page = new URL(".", script.src);
  const HEIGHT = "booking-page:height";
  const TITLE = "booking-page:title";

  const embed = (holder) => {
    if (holder.dataset.bookingEmbedded) return;
    holder.dataset.bookingEmbedded = "true";
    const src = new URL(page);
    src.searchParams.set("key", holder.dataset.bookingKey);
    if (holder.dataset.bookingLang) src.searchParams.set("lang", holder.dataset.bookingLang);
    const frame = document.createElement("iframe");
    frame.src = src.href;
    frame.title = holder.dataset.bookingTitle || "Book an appointment";
    frame.style.cssText = "display:block;width:100%;min-height:640px;border:0";
    holder.appendChild(frame);
    window.addEventListener("message", (event) => {
      if (event.source !== frame.contentWindow || event.origin !== page.origin) return;
      const { type, height, title, lang } = event.data || {};
      if (type === HEIGHT && Number.isFinite(height) && height > 0) frame.style.height = `${Math.ceil(height)}px`;
      // The page's own name for itself, in its language, unless the site named the frame.
      if (type === TITLE && !holder.dataset.bookingTitle && typeof title === "string" && title.trim()) {
        frame.title = title.trim().slice(0, 200);
        if (typeof lang === "string" && /^[a-z]{2}$/.test(lang)) frame.lang = lang;
      }
    });
  };

  const embedAll = () => document.querySelectorAll("[data-booking-key]").forEach(embed);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", embedAll);
  else embedAll();
})();
