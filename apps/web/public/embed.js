// The booking page on a salon's own site. Paste where the page should appear:
//   <div data-booking-key="pk_…"></div>
//   <script src="https://<your booking service>/book/embed.js" async></script>
// Each element with data-booking-key gets the page in an <iframe> (the key must list the site's
// origin: pnpm cli key:create --audience public --origin https://your-site.example), sized to the
// page as it grows and shrinks. data-booking-title sets the frame's accessible name;
// data-booking-lang (en, de, fr or es) the page's language, which otherwise follows the visitor's browser.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const page = new URL(".", script.src);
  const HEIGHT = "booking-page:height";

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
      const { type, height } = event.data || {};
      if (type === HEIGHT && Number.isFinite(height) && height > 0) frame.style.height = `${Math.ceil(height)}px`;
    });
  };

  const embedAll = () => document.querySelectorAll("[data-booking-key]").forEach(embed);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", embedAll);
  else embedAll();
})();
