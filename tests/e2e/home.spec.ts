/** The home page's links: the hero's topic chips and the cards, for a pointer, a keyboard and a screen reader. */
import {test, expect, gotoHydrated, tabUntilFocused} from './fixtures';
import {apiReferenceLinks, heroTopics, integrationStyles, keyGuides} from '../../src/data/home';

test('every topic chip in the hero is a link to the page it names', async ({page}) => {
  await gotoHydrated(page, '/');
  const chips = page.getByRole('list', {name: 'What you can do with the API'}).getByRole('listitem');
  await expect(chips).toHaveCount(heroTopics.length);
  for (const [i, topic] of heroTopics.entries()) {
    const link = chips.nth(i).getByRole('link', {name: topic.title, exact: true});
    await expect(link).toHaveAttribute('href', topic.to);
  }
  const first = chips.first().getByRole('link');
  await tabUntilFocused(page, first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${heroTopics[0].to}$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('each card is one link named by its title, described by its text, and clickable anywhere', async ({page}) => {
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  const cards = [...integrationStyles, ...apiReferenceLinks, ...keyGuides];
  await expect(main.getByRole('heading', {level: 3})).toHaveCount(cards.length);
  for (const card of cards) {
    const heading = main.getByRole('heading', {level: 3, name: card.title, exact: true});
    const link = heading.getByRole('link', {name: card.title, exact: true});
    await expect(link).toHaveAttribute('href', card.to);
    await expect(link).toHaveAccessibleDescription(card.description);
  }
  // No link holds another control, and no card heading hides inside a link.
  await expect(page.locator('main a :is(a, button, input, select, textarea, [tabindex])')).toHaveCount(0);
  await expect(page.locator('main a h3')).toHaveCount(0);

  // The title's link covers the card, so a press on the description opens it too.
  const guide = keyGuides[0];
  const text = main.getByText(guide.description);
  await text.scrollIntoViewIfNeeded();
  const description = (await text.boundingBox())!;
  await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
  await expect(page).toHaveURL(new RegExp(`${guide.to}$`));
});
