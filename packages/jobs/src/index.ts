export * from "./queues";
export * from "./connection";
export * from "./enqueue";
