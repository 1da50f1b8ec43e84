export { default } from "@booking/vitest-config";
