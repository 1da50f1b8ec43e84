import { sharingTestProcesses } from "@booking/vitest-config";

// No file here starts processes of its own: all share test processes.
export default sharingTestProcesses();
