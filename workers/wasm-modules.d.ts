// A .wasm import is a compiled WebAssembly.Module in workerd (wrangler's CompiledWasm rule), never bytes:
// workers may not compile WebAssembly at run time.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
