/** The home page's links: the hero's topic chips, for a pointer, a keyboard and a screen reader. */
import {test, expect, gotoHydrated, tabUntilFocused} from './fixtures';
import {heroTopics} from '../../src/data/home';

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
