// Regenerates docs/api/partner-api from api/openapi.json. The folder is cleaned first
// so the output depends on the spec alone (generation is repeatable).
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';

const outputDir = 'docs/api/partner-api';
rmSync(outputDir, {recursive: true, force: true});
const {status} = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {
  stdio: 'inherit',
  env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
});
if (status !== 0) {
  console.error(`gen-api: generating ${outputDir} from api/openapi.json failed (see above).`);
  process.exit(status ?? 1);
}
