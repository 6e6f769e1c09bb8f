{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["vitest/globals", "node"] },
  "include": ["src", "server", "test", "*.config.ts"]
}
