// /docs on a phone: Swagger UI's page has no viewport declaration and its layout assumes a wide
// window (paths that do not wrap, tables of parameters and responses, code and schemas wider than
// a 360 px screen). The page gets the viewport line, and this style sheet (served as one of its own
// files, so the page's Content-Security-Policy allows it) lets every part wrap or shrink to the
// screen, and scroll inside itself where it cannot (examples and schemas); wider windows keep
// Swagger UI's own layout.

/** The index page's `<meta charset>`, after which the viewport line goes. */
export const DOCS_CHARSET_LINE = '<meta charset="UTF-8">';
export const DOCS_VIEWPORT_LINE = '<meta name="viewport" content="width=device-width, initial-scale=1">';

export const DOCS_PHONE_CSS = `
@media (max-width: 760px) {
html, body { max-width: 100%; overflow-x: hidden; }
.swagger-ui, .swagger-ui * { min-width: 0; box-sizing: border-box; }
.swagger-ui .wrapper { max-width: 100%; padding: 0 12px; }
.swagger-ui .topbar { padding: 8px 0; }
.swagger-ui .topbar .topbar-wrapper { flex-wrap: wrap; gap: 8px; }
.swagger-ui .topbar .topbar-wrapper .link { flex: 0 0 auto; }
.swagger-ui .topbar .download-url-wrapper { flex: 1 1 100%; flex-wrap: wrap; max-width: 100%; }
.swagger-ui .topbar .download-url-wrapper .select-label { flex-wrap: wrap; max-width: 100%; width: 100%; margin: 0; }
.swagger-ui .topbar .download-url-wrapper .select-label select { max-width: 100%; flex: 1 1 12rem; }
.swagger-ui .information-container .info { margin: 24px 0; }
.swagger-ui .info .title { overflow-wrap: anywhere; }
.swagger-ui .info .title small { display: inline-block; }
.swagger-ui .info, .swagger-ui .info .description, .swagger-ui .markdown, .swagger-ui .renderedMarkdown { overflow-wrap: anywhere; }
.swagger-ui .scheme-container { padding: 12px 0; }
.swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: 8px; }
.swagger-ui .opblock-tag { flex-wrap: wrap; overflow-wrap: anywhere; }
.swagger-ui .opblock-tag small { flex: 1 1 100%; padding: 0; }
.swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
.swagger-ui .opblock .opblock-summary-path-description-wrapper { flex-wrap: wrap; min-width: 0; flex: 1 1 12rem; }
.swagger-ui .opblock .opblock-summary-path,
.swagger-ui .opblock .opblock-summary-operation-id { max-width: 100%; flex-shrink: 1; word-break: break-all; }
.swagger-ui .opblock .opblock-summary-description { flex: 1 1 100%; overflow-wrap: anywhere; }
.swagger-ui .opblock .opblock-section-header { flex-wrap: wrap; }
.swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-external-docs-wrapper, .swagger-ui .opblock-title_normal { padding: 12px 8px; }
.swagger-ui table { width: 100%; table-layout: fixed; }
.swagger-ui table td, .swagger-ui table th { overflow-wrap: anywhere; word-break: break-word; }
.swagger-ui .parameters-col_name { width: 30%; }
.swagger-ui .parameters-col_description input, .swagger-ui .parameters-col_description select,
.swagger-ui .parameters-col_description textarea, .swagger-ui textarea { max-width: 100%; width: 100%; }
.swagger-ui .responses-inner { padding: 8px; }
.swagger-ui .response-col_status { width: 4.5rem; }
.swagger-ui .response-control-media-type, .swagger-ui .response-control-examples { flex-wrap: wrap; }
.swagger-ui .response-controls { flex-wrap: wrap; }
.swagger-ui pre, .swagger-ui .microlight, .swagger-ui .highlight-code { max-width: 100%; overflow-x: auto; }
.swagger-ui .model-box, .swagger-ui .model-example, .swagger-ui .model-container, .swagger-ui section.models .model-box { max-width: 100%; overflow-x: auto; }
.swagger-ui section.models { margin: 16px 0; }
.swagger-ui .model-title, .swagger-ui .model { overflow-wrap: anywhere; }
.swagger-ui .btn-group, .swagger-ui .auth-btn-wrapper { flex-wrap: wrap; }
.swagger-ui .dialog-ux .modal-ux { width: calc(100% - 24px); min-width: 0; max-width: 650px; }
.swagger-ui .servers > label select { max-width: 100%; }
/* Answers' links (none in these documents): their column leaves the others the width. */
.swagger-ui .response-col_links { display: none; }
}
`;
