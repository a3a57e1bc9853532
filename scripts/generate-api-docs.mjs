// Regenerates docs/api/partner-api from api/openapi.json. The folder is cleaned first
// so the output depends on the spec alone (generation is repeatable).
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const outputDir = 'docs/api/partner-api';
rmSync(outputDir, {recursive: true, force: true});
const {status} = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {
  stdio: ['inherit', 'ignore', 'inherit'],
  env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
});
if (status !== 0) {
  console.error(`gen-api: generating ${outputDir} from api/openapi.json failed (see above).`);
  process.exit(status ?? 1);
}

// The plugin's fixed tag-page template appends a card list of the tag's operations;
// our tag pages already list them with method and path, so drop the duplicate.
const cardList = /\n```mdx-code-block\nimport DocCardList[\s\S]*?\n```\n/;
let pages = 0;
for (const file of readdirSync(outputDir)) {
  if (!file.endsWith('.mdx')) continue;
  pages += 1;
  if (!file.endsWith('.tag.mdx')) continue;
  const target = path.join(outputDir, file);
  writeFileSync(target, readFileSync(target, 'utf8').replace(cardList, '\n'));
}
console.log(`gen-api: wrote ${pages} pages and the schema pages to ${outputDir}`);
