export * from "./database";
export * from "./fixtures";
export * from "./http";
export * from "./clock";
export * from "./booking-fixtures";
export * from "./redis";
export * from "./receiver";
export * from "./smtp";
