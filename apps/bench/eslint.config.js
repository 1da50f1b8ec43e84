import base from "@booking/eslint-config";

// The benchmark harness is configured by BENCH_* variables of its own and passes the environment
// on to the processes it starts.
export default [...base, { rules: { "no-restricted-properties": "off" } }];
