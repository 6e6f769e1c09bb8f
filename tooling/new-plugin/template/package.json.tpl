{
  "name": "@lonna/plugin-__id__",
  "version": "0.1.0",
  "description": "Lönna __title__: a list of entries per company, with a page to add them",
  "type": "module",
  "exports": {
    ".": "./src/index.ts",
    "./contracts": "./src/contracts.ts",
    "./server": "./server/index.ts",
    "./package.json": "./package.json"
  },
  "scripts": {
    "check-types": "tsc -p tsconfig.json",
    "test": "vitest run",
    "test:pg": "node ../../apps/server/scripts/with-postgres.mjs vitest run",
    "build": "tsup"
  },
  "peerDependencies": {
    "@lonna/core": "^1.0.0",
    "effector": "^23.4.4",
    "effector-react": "^23.3.0",
    "kysely": "^0.28.18",
    "react": "^19.0.0",
    "react-dom": "^19.0.0",
    "runtypes": "^6.7.0",
    "wouter": "^3.13.0"
  },
  "dependencies": {
    "date-fns": "4.4.0"
  },
  "devDependencies": {
    "@lonna/core": "workspace:*",
    "@lonna/server": "workspace:*",
    "@testing-library/dom": "10.4.2",
    "@testing-library/react": "16.3.3",
    "@types/node": "20.19.43",
    "@types/react": "19.3.0",
    "@types/react-dom": "19.3.0",
    "effector": "23.4.4",
    "effector-react": "23.3.0",
    "happy-dom": "21.0.4",
    "kysely": "0.28.18",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "runtypes": "6.7.0",
    "typescript": "5.9.3",
    "vitest": "4.1.12",
    "wouter": "3.13.0"
  },
  "files": ["dist", "README.md", "CHANGELOG.md"],
  "publishConfig": {
    "exports": {
      ".": { "types": "./dist/index.d.ts", "default": "./dist/index.js" },
      "./contracts": { "types": "./dist/contracts.d.ts", "default": "./dist/contracts.js" },
      "./server": { "types": "./dist/server.d.ts", "default": "./dist/server.js" },
      "./package.json": "./package.json"
    },
    "main": "./dist/index.js",
    "types": "./dist/index.d.ts"
  },
  "lonna": {
    "id": "__id__"
  }
}
