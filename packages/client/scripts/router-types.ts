// The router's types as a client sees them, written out in full for the published declarations
// (scripts/build.ts): every procedure's kind, input and output, and the error shape, read from
// the server's AppRouter with the TypeScript checker. The server's AppRouter also carries its
// context (a Kysely handle, a pino logger, the secret box) and its procedures' OpenAPI metadata,
// whose types live in server packages a frontend does not install; written out here, the router
// needs nothing but @trpc/server. Each procedure keeps its documented summary and path as a doc
// comment, so an editor shows them on the call.
import path from "node:path";
import ts from "typescript";
import { appRouter } from "@booking/core";
import { PACKAGE_DIR } from "./bundle";

/** The module the client takes the service's types from (replaced in the published declarations). */
export const SERVICE_TYPES = path.join(PACKAGE_DIR, "src", "service-types.ts");

interface OpenApiMeta {
  openapi?: { method: string; path: string; summary?: string };
}

export interface RouterTypes {
  /** The declarations: AppRouter, RouterInputs and RouterOutputs, importing only from @trpc/server. */
  text: string;
  /** How many procedures the router has, for the build's log. */
  procedures: number;
}

const propertyName = (name: string) => (/^[a-z_$][\w$]*$/i.test(name) ? name : JSON.stringify(name));

export function routerTypes(): RouterTypes {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(PACKAGE_DIR, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  )!;
  const program = ts.createProgram({ rootNames: [SERVICE_TYPES], options: config.options });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SERVICE_TYPES)!;
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((symbol) => symbol.name === "AppRouter");
  if (!exported) throw new Error(`${SERVICE_TYPES} exports no AppRouter`);
  const router = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(exported));

  const member = (type: ts.Type, name: string): ts.Type => {
    const symbol = type.getProperty(name);
    if (!symbol) throw new Error(`AppRouter: no ${name} in ${checker.typeToString(type)}`);
    return checker.getTypeOfSymbol(symbol);
  };
  const printer = ts.createPrinter({ removeComments: true });
  const flags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.MultilineObjectLiterals;
  // Types the checker writes by name rather than spelling out: TypeScript's own (Record, Date)
  // stay as they are, @trpc/server's are imported from it, and the service's (an interface such
  // as the error details) are declared once, in full, beside the router.
  const named = new Map<string, { type: ts.Type; text: string }>();
  const fromTrpcServer = new Set<string>();

  function print(type: ts.Type, where: string, indent: string): string {
    const node = checker.typeToTypeNode(type, undefined, flags);
    if (!node) throw new Error(`AppRouter: cannot write the type of ${where}`);
    declareNamesIn(node, type, where);
    // The printer indents by four spaces; the rest of the file by two.
    const lines = printer.printNode(ts.EmitHint.Unspecified, node, source).split("\n");
    return lines.map((line, i) => (i === 0 ? line : indent + line.replace(/^ +/, (spaces) => " ".repeat(spaces.length / 2)))).join("\n");
  }

  function declareNamesIn(node: ts.Node, within: ts.Type, where: string) {
    const visit = (child: ts.Node) => {
      if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
        const name = child.typeName.text;
        const type = findNamed(name, within);
        const file = (type?.aliasSymbol ?? type?.getSymbol())?.declarations?.[0]?.getSourceFile();
        if (!type || !file) throw new Error(`AppRouter: ${where} names a type ${name} that cannot be found`);
        if (program.isSourceFileDefaultLibrary(file)) {
          // TypeScript's own.
        } else if (/[\\/]node_modules[\\/]@trpc[\\/]server[\\/]/.test(file.fileName)) {
          fromTrpcServer.add(name);
        } else if (named.has(name)) {
          if (named.get(name)!.type !== type) throw new Error(`AppRouter: two different types are named ${name}`);
        } else {
          declareNamed(name, type, where);
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  }

  function declareNamed(name: string, type: ts.Type, where: string) {
    if (type.getCallSignatures().length > 0 || !(type.flags & ts.TypeFlags.Object)) {
      throw new Error(`AppRouter: ${where} names a type ${name} that cannot be written out; give it a plain object type`);
    }
    named.set(name, { type, text: "" }); // reserved first: a type that names itself is written once
    const lines = checker
      .getIndexInfosOfType(type)
      .map(
        (info) => `  ${info.isReadonly ? "readonly " : ""}[key: ${checker.typeToString(info.keyType)}]: ${print(info.type, name, "  ")};`,
      );
    for (const property of type.getProperties()) {
      const readonly = property.declarations?.some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly) ? "readonly " : "";
      const optional = property.flags & ts.SymbolFlags.Optional ? "?" : "";
      const propertyType = print(checker.getTypeOfSymbol(property), `${name}.${property.name}`, "  ");
      lines.push(`  ${readonly}${propertyName(property.name)}${optional}: ${propertyType};`);
    }
    named.set(name, { type, text: `type ${name} = {\n${lines.join("\n")}\n};` });
  }

  /** The type named `name` inside `root` (as an alias, an interface or TypeScript's own). */
  function findNamed(name: string, root: ts.Type): ts.Type | undefined {
    const seen = new Set<ts.Type>();
    const queue = [root];
    while (queue.length > 0) {
      const type = queue.shift()!;
      if (seen.has(type)) continue;
      seen.add(type);
      if (type.aliasSymbol?.name === name || type.getSymbol()?.name === name) return type;
      if (type.isUnionOrIntersection()) queue.push(...type.types);
      if (type.flags & ts.TypeFlags.Object) {
        if (checker.isArrayType(type) || checker.isTupleType(type)) queue.push(...checker.getTypeArguments(type as ts.TypeReference));
        else for (const property of type.getProperties()) queue.push(checker.getTypeOfSymbol(property));
      }
    }
    return undefined;
  }

  // At run time the router keeps every procedure under its dotted path ("bookings.create").
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: OpenApiMeta } }>;
  let count = 0;
  function printRecord(record: ts.Type, prefix: string, indent: string): string {
    const lines: string[] = [];
    for (const property of record.getProperties()) {
      const type = checker.getTypeOfSymbol(property);
      const where = `${prefix}${property.name}`;
      const def = type.getProperty("_def") && member(type, "_def");
      if (def?.getProperty("procedure")) {
        const kind = checker.typeToString(member(def, "type"));
        const builder = kind === '"query"' ? "TRPCQueryProcedure" : kind === '"mutation"' ? "TRPCMutationProcedure" : undefined;
        if (!builder) throw new Error(`AppRouter: ${where} is a ${kind}, which the client does not type`);
        const types = member(def, "$types");
        const openapi = procedures[where]?._def.meta?.openapi;
        if (openapi) lines.push(`${indent}/** ${openapi.summary ? `${openapi.summary}: ` : ""}${openapi.method} ${openapi.path} */`);
        const inner = `${indent}  `;
        lines.push(
          `${indent}${propertyName(property.name)}: ${builder}<{`,
          `${inner}input: ${print(member(types, "input"), `${where} (input)`, inner)};`,
          `${inner}output: ${print(member(types, "output"), `${where} (output)`, inner)};`,
          `${inner}meta: object;`,
          `${indent}}>;`,
        );
        count++;
      } else {
        lines.push(`${indent}${propertyName(property.name)}: {`, printRecord(type, `${where}.`, `${indent}  `), `${indent}};`);
      }
    }
    return lines.join("\n");
  }

  const root = member(member(member(router, "_def"), "_config"), "$types");
  const errorShape = print(member(root, "errorShape"), "the error shape", "    ");
  const trpcImports = ["inferRouterInputs", "inferRouterOutputs", "TRPCBuiltRouter", "TRPCMutationProcedure", "TRPCQueryProcedure"];
  const record = printRecord(member(member(router, "_def"), "record"), "", "  ");
  const text = [
    `import type { ${[...trpcImports, ...fromTrpcServer].join(", ")} } from "@trpc/server";`,
    "",
    ...[...named.values()].map(({ text }) => `${text}\n`),
    "/** The booking service's router as clients see it: every procedure with its input and output. */",
    "export type AppRouter = TRPCBuiltRouter<",
    "  {",
    "    ctx: object;",
    "    meta: object;",
    `    errorShape: ${errorShape};`,
    `    transformer: ${checker.typeToString(member(root, "transformer"))};`,
    "  },",
    "  {",
    record,
    "  }",
    ">;",
    "",
    '/** Every procedure\'s input, by path: `RouterInputs["bookings"]["create"]`. */',
    "export type RouterInputs = inferRouterInputs<AppRouter>;",
    '/** Every procedure\'s output, by path: `RouterOutputs["bookings"]["create"]`. */',
    "export type RouterOutputs = inferRouterOutputs<AppRouter>;",
    "",
  ].join("\n");
  return { text, procedures: count };
}
