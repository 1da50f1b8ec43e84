import type { UserConfig } from "vitest/config";
declare const _default: UserConfig;
export default _default;
