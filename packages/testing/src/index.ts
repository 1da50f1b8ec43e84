export * from "./database";
export * from "./fixtures";
export * from "./http";
export * from "./clock";
