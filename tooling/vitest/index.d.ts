import type { UserConfig } from "vitest/config";
declare const _default: UserConfig;
export default _default;
/** The preset with test files sharing test processes, but those matching `ownProcess` (globs). */
export declare function sharingTestProcesses(ownProcess?: string[]): UserConfig;
