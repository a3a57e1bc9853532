/**
 * Prints what the sample runners need installed, read from the sample-language registry
 * (plugins/openapi/render/samples/languages), for scripts/install-sample-toolchains.sh: one
 * need a line, tab-separated: `command` or `file`, the command or path, then the Debian
 * package that provides it, or `-` and a note to print when it is missing (not packaged for
 * Debian). A package two languages need is printed once.
 *
 * Usage: tsx scripts/sample-toolchains.ts
 */
import {sampleLanguages} from '../plugins/openapi/render/samples/languages';

const seen = new Set<string>();
for (const language of sampleLanguages) {
  for (const need of language.toolchain) {
    const [kind, what] = need.command !== undefined ? ['command', need.command] : ['file', need.file];
    if (seen.has(`${kind}\t${what}`)) continue;
    seen.add(`${kind}\t${what}`);
    const rest = need.package !== undefined ? need.package : `-\t${need.note.replace(/\n/g, '\\n')}`;
    process.stdout.write(`${kind}\t${what}\t${rest}\n`);
  }
}
