import base from "@booking/eslint-config";

// Test tooling reads and sets the environment of the processes it starts.
export default [...base, { rules: { "no-restricted-properties": "off" } }];
