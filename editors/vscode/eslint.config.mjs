// @ts-check
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["out/**", "node_modules/**", "eslint.config.mjs"] },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Method names and other wire strings live in src/protocol.ts only.
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^(session|run|message|context|memory|usage|provider)\\/[a-z_]+$/]",
          message: "Use the method constants from src/protocol.ts.",
        },
      ],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  {
    files: ["src/protocol.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
