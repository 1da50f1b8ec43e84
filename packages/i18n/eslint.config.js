export { default } from "@booking/eslint-config";
