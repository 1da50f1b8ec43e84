import base from "@booking/eslint-config";

// End-to-end tests drive the apps together, so they are the one place that imports apps.
export default [...base, { rules: { "no-restricted-imports": "off" } }];
