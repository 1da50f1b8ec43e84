export * from "./queues";
export * from "./connection";
export * from "./enqueue";
export * from "./metrics";
