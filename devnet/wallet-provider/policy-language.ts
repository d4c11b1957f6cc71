// A subset of Turnkey's policy language, enough for consensus and condition expressions such as
//   approvers.any(user, user.id == '4b89…')
//   activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' && eth.tx.to in ['0xab…', '0xcd…'] && eth.tx.chain_id == 999
//   eth.tx.data[0..10] == '0x095ea7b3'
// Literals (strings in single quotes, integers, true, false, lists), dotted names, == != < <= > >= in,
// && || !, parentheses, string slices name[start..end], and list.any(x, …) / list.all(x, …). Hex strings compare without regard to case;
// integers compare exactly at any size (a wei amount such as eth.tx.value exceeds a double's 53 bits).

type Value = string | number | bigint | boolean | undefined | Value[] | { [name: string]: Value };
export type PolicyContext = { [name: string]: Value };

type Node =
  | { kind: "literal"; value: Value }
  | { kind: "list"; items: Node[] }
  | { kind: "name"; path: string[] }
  | { kind: "slice"; path: string[]; start: number; end: number }
  | { kind: "quantifier"; path: string[]; which: "any" | "all"; variable: string; body: Node }
  | { kind: "not"; operand: Node }
  | { kind: "binary"; operator: string; left: Node; right: Node };

const TOKEN = /\s*(?:(\|\||&&|==|!=|<=|>=|[<>!(),.[\]])|'((?:[^'\\]|\\.)*)'|(\d+)|([A-Za-z_][A-Za-z0-9_]*))/y;

type Token = { type: "op" | "string" | "number" | "word"; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`policy: unexpected character at ${start}`);
    if (match[1] !== undefined) tokens.push({ type: "op", text: match[1] });
    else if (match[2] !== undefined) tokens.push({ type: "string", text: match[2].replace(/\\(.)/g, "$1") });
    else if (match[3] !== undefined) tokens.push({ type: "number", text: match[3] });
    else tokens.push({ type: "word", text: match[4] ?? "" });
  }
  return tokens;
}

/** Parses an expression; throws on anything outside the subset, which then never matches. */
export function parsePolicyExpression(source: string): Node {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const take = (text?: string): Token => {
    const token = tokens[position++];
    if (!token || (text !== undefined && token.text !== text)) throw new Error(`policy: expected ${text ?? "more"} at token ${position}`);
    return token;
  };
  const isOp = (text: string) => peek()?.type === "op" && peek()?.text === text;

  const binary =
    (next: () => Node, operators: string[]): (() => Node) =>
    () => {
      let left = next();
      while (peek()?.type === "op" && operators.includes(peek()!.text)) {
        const operator = take().text;
        left = { kind: "binary", operator, left, right: next() };
      }
      return left;
    };
  const primary = (): Node => {
    const token = take();
    if (token.type === "string") return { kind: "literal", value: token.text };
    if (token.type === "number") return { kind: "literal", value: BigInt(token.text) };
    if (token.text === "(") {
      const inner = expression();
      take(")");
      return inner;
    }
    if (token.text === "[") {
      const items: Node[] = [];
      while (!isOp("]")) {
        items.push(expression());
        if (!isOp("]")) take(",");
      }
      take("]");
      return { kind: "list", items };
    }
    if (token.text === "true" || token.text === "false") return { kind: "literal", value: token.text === "true" };
    if (token.type !== "word") throw new Error(`policy: unexpected ${token.text}`);
    const path = [token.text];
    while (isOp(".")) {
      take(".");
      path.push(take().text);
    }
    const last = path[path.length - 1];
    if (isOp("(") && (last === "any" || last === "all")) {
      take("(");
      const variable = take().text;
      take(",");
      const body = expression();
      take(")");
      return { kind: "quantifier", path: path.slice(0, -1), which: last, variable, body };
    }
    if (isOp("[")) {
      take("[");
      const start = Number(take().text);
      take(".");
      take(".");
      const end = Number(take().text);
      take("]");
      return { kind: "slice", path, start, end };
    }
    return { kind: "name", path };
  };
  const comparison = (): Node => {
    const left = primary();
    const token = peek();
    if (token && ((token.type === "op" && ["==", "!=", "<", "<=", ">", ">="].includes(token.text)) || (token.type === "word" && token.text === "in"))) {
      take();
      return { kind: "binary", operator: token.text, left, right: primary() };
    }
    return left;
  };
  const unary = (): Node => {
    if (isOp("!")) {
      take("!");
      return { kind: "not", operand: unary() };
    }
    return comparison();
  };
  const conjunction = binary(unary, ["&&"]);
  const expression = binary(conjunction, ["||"]);

  const node = expression();
  if (position !== tokens.length) throw new Error("policy: trailing tokens");
  return node;
}

const normalise = (value: Value): Value => {
  if (typeof value === "string" && /^0x[0-9a-fA-F]*$/.test(value)) return value.toLowerCase();
  return typeof value === "number" && Number.isInteger(value) ? BigInt(value) : value;
};
const ordered = (left: Value, right: Value): left is bigint => typeof left === "bigint" && typeof right === "bigint";

function lookup(context: PolicyContext, path: string[]): Value {
  let value: Value = context;
  for (const name of path) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = value[name];
  }
  return value;
}

function evaluate(node: Node, context: PolicyContext): Value {
  switch (node.kind) {
    case "literal":
      return node.value;
    case "list":
      return node.items.map((item) => evaluate(item, context));
    case "name":
      return lookup(context, node.path);
    case "slice": {
      const value = lookup(context, node.path);
      return typeof value === "string" ? value.slice(node.start, node.end) : undefined;
    }
    case "not":
      return !evaluate(node.operand, context);
    case "quantifier": {
      const items = lookup(context, node.path);
      if (!Array.isArray(items)) return false;
      const holds = (item: Value) => evaluate(node.body, { ...context, [node.variable]: item }) === true;
      return node.which === "any" ? items.some(holds) : items.every(holds);
    }
    case "binary": {
      const left = normalise(evaluate(node.left, context));
      if (node.operator === "&&") return left === true && evaluate(node.right, context) === true;
      if (node.operator === "||") return left === true || evaluate(node.right, context) === true;
      const right = evaluate(node.right, context);
      if (node.operator === "in") return Array.isArray(right) && right.map(normalise).includes(left);
      const other = normalise(right);
      if (left === undefined || other === undefined) return false;
      switch (node.operator) {
        case "==":
          return left === other;
        case "!=":
          return left !== other;
        case "<":
          return ordered(left, other) && left < (other as bigint);
        case "<=":
          return ordered(left, other) && left <= (other as bigint);
        case ">":
          return ordered(left, other) && left > (other as bigint);
        default:
          return ordered(left, other) && left >= (other as bigint);
      }
    }
  }
}

/** True only when the expression parses and evaluates to true; an empty expression holds. */
export function holds(expression: string, context: PolicyContext): boolean {
  if (expression.trim() === "") return true;
  try {
    return evaluate(parsePolicyExpression(expression), context) === true;
  } catch {
    return false;
  }
}
