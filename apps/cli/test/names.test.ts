// The operator CLI's provider:create, called in-process: a provider's name is one line (it reaches
// email headers, calendar files and the console), refused before any database work like every other
// bad argument (exit 2).
import { describe, expect, it } from "vitest";
import { commands, UsageError } from "../src/commands";

const createProvider = (name: string) =>
  presentCommand("provider:create")(["--name", name, "--category", "hair salon", "--location", "Hamburg"]);

function presentCommand(name: string) {
  const command = commands[name];
  if (!command) throw new Error(`no command ${name}`);
  return command;
}

describe("provider:create --name", () => {
  it("refuses line breaks and control characters, naming the option's field", () => {
    for (const name of [
      "Salon\nNord",
      "Salon\r\nBcc: victim@example.com",
      "Salon\u2028Nord",
      "Salon\u2029Nord",
      "Salon\u0085Nord",
      "Salon\tNord",
      "Salon\u0000",
    ]) {
      let thrown: unknown;
      try {
        createProvider(name);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(name)).toBeInstanceOf(UsageError);
      expect((thrown as Error).message).toBe("name must be one line, without line breaks or control characters");
    }
  });

  it("accepts a one-line name", () => {
    expect(createProvider("Salon Nord · Zoë's")).toBeTypeOf("function");
  });
});
