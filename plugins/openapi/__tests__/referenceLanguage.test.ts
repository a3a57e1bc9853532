/** A reference built alone declares the language its description is written in: `--lang`, else detected, else English. */
import {describe, expect, it} from 'vitest';
import {parseArguments} from '../../../scripts/build-reference';
import {buildModel} from '../model';
import {descriptionProse, detectLanguage, languageTagProblem, proseOf, referenceLanguage} from '../referenceLanguage';

/** Prose of a description in each language, as an owner writes it: identifiers, code and links among the words. */
const PROSE = {
  ja: '請求書の一覧を取得します。`partner_id` を指定すると、その取引先の請求書だけを返します。アクセストークンが必要です。',
  zh: '返回账户中的所有订单。使用 `page` 参数分页，每页最多返回一百条记录。请求需要有效的访问令牌。',
  ko: '계정의 모든 주문을 반환합니다. `page` 매개변수로 페이지를 나누며, 요청에는 유효한 액세스 토큰이 필요합니다.',
  ru: 'Возвращает список всех заказов аккаунта. Используйте параметр `page` для постраничного вывода; для запроса нужен действующий токен доступа.',
  uk: 'Повертає список усіх замовлень облікового запису. Використовуйте параметр `page` для посторінкового виводу; для запиту потрібен чинний токен доступу.',
  de: 'Liefert eine Liste aller Bestellungen des Kontos. Die Liste wird nach dem Datum der letzten Änderung sortiert und enthält höchstens hundert Einträge pro Seite; mit dem Parameter `cursor` wird die nächste Seite abgerufen. Jede Anfrage braucht ein gültiges Zugriffstoken.',
  fr: "Renvoie la liste de toutes les commandes du compte. La liste est triée par date de dernière modification et contient au plus cent entrées par page; le paramètre `cursor` donne la page suivante. Chaque requête doit contenir un jeton d'accès valide, sinon le serveur répond par une erreur.",
  en: 'Returns a list of every order of the account, sorted by the date of its last change, at most a hundred to a page; the `cursor` parameter fetches the next page (see [pagination](https://api.example.com/docs/pagination)). Every request needs a valid access token, sent as `Authorization: Bearer <token>`.',
};

describe('detectLanguage', () => {
  it.each(Object.entries(PROSE))('reads %s prose as its language', async (language, prose) => {
    expect(await detectLanguage(prose)).toBe(language);
  });

  it('takes Han with kana for Japanese, even where Han letters are most of it', async () => {
    expect(
      await detectLanguage(
        '事業所の請求書を発行日順に返却。取引先情報、振込先口座、明細行、税込金額、発行日、支払期日を含む。',
      ),
    ).toBe('ja');
  });

  it('reads English where the prose is English with words of another script, code or markup in it', async () => {
    const english = `${PROSE.en} The name may be written in any script, e.g. 東京 or Москва. <code>GET /orders</code> &nbsp;`;
    expect(await detectLanguage(english)).toBe('en');
  });

  it('reads short, repetitive summaries in German as German, which a trigram detector took for English', async () => {
    // The summaries of the Bundestag's DIP API (bundesAPI/dip-bundestag-api): nouns and verbs, few function words.
    const summaries = [
      'Vorgängen',
      'einem Vorgang',
      'Vorgangspositionen',
      'einer Drucksache',
      'Plenarprotokollen',
      'einer Aktivität',
    ]
      .flatMap((subject) => [`Liefert eine Liste von Metadaten zu ${subject}`, `Liefert Metadaten zu ${subject}`])
      .join('\n');
    const title =
      'Deutscher Bundestag - DIP\nAPI des Dokumentations- und Informationssystems für Parlamentsmaterialien';
    expect(await detectLanguage(`${title}\n${summaries}`)).toBe('de');
  });

  it('declares English when there is too little prose to tell', async () => {
    expect(await detectLanguage('')).toBe('en');
    expect(await detectLanguage('Bestellungen')).toBe('en');
    expect(await detectLanguage('`GET /v1/orders` {"id": 1} https://example.com/a/b/c')).toBe('en');
  });

  it('leaves code, markup, entities and link targets out of the prose', () => {
    expect(proseOf('Sehen Sie [die Liste](https://example.com/liste) <b>hier</b> &amp; `code`.')).not.toMatch(
      /example|<b>|&amp;|code/,
    );
  });
});

describe('referenceLanguage', () => {
  const model = buildModel('japanese.yaml', {
    openapi: '3.0.3',
    info: {title: '請求書 API', version: '1', description: PROSE.ja},
    tags: [{name: '請求書', description: '請求書の作成と一覧の取得を行います。'}],
    paths: {
      '/invoices': {
        get: {
          operationId: 'listInvoices',
          tags: ['請求書'],
          summary: '請求書の一覧を取得する',
          responses: {'200': {description: '一覧'}},
        },
      },
    },
  });

  it("reads the description's title, description, tags and operations", async () => {
    const prose = descriptionProse(model);
    for (const text of ['請求書 API', PROSE.ja, '請求書の作成と一覧の取得を行います。', '請求書の一覧を取得する']) {
      expect(prose).toContain(text);
    }
    expect(await referenceLanguage(model)).toBe('ja');
  });

  it('takes --lang over what it detects, as BCP 47 writes it', async () => {
    expect(await referenceLanguage(model, 'zh-hant')).toBe('zh-Hant');
    expect(await referenceLanguage(model, 'EN')).toBe('en');
  });

  it('declares English for a description it could not read', async () => {
    expect(await referenceLanguage(undefined)).toBe('en');
  });
});

describe('--lang', () => {
  it('takes a BCP 47 tag of a known language', () => {
    for (const tag of ['ja', 'ja-JP', 'zh-Hans', 'pt-BR', 'de']) expect(languageTagProblem(tag)).toBeUndefined();
    expect(parseArguments(['--lang', 'ja', 'spec.yaml', 'out'])).toEqual({
      spec: 'spec.yaml',
      out: 'out',
      options: {lang: 'ja'},
    });
    expect(parseArguments(['--lang=ko', 'spec.yaml', 'out'])).toMatchObject({options: {lang: 'ko'}});
  });

  it('refuses anything else in one line that says what it wants', () => {
    for (const tag of ['japanese', 'xx', 'en_US', '', 'ja JP']) {
      const parsed = parseArguments(['--lang', tag, 'spec.yaml', 'out']);
      expect(parsed).toEqual({
        error: `--lang ${JSON.stringify(tag)} is not a BCP 47 language tag such as ja, zh-Hans or pt-BR`,
      });
    }
    expect(parseArguments(['spec.yaml', 'out', '--lang'])).toEqual({
      error: '--lang needs a language tag (BCP 47: ja, zh-Hans, pt-BR)',
    });
  });
});
