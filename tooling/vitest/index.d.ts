import type { UserConfig } from "vitest/config";
export declare const preset: UserConfig;
declare const _default: UserConfig;
export default _default;
