import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CategoryBlock } from '@spesa/domain';
import { proposal } from '../../../test/proposal';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TutorialBlock } from './TutorialBlock';

const slide = (id: number, name: string) => proposal(id, { name, descr: '<p>Una spesa facile</p>' });

const block: CategoryBlock = {
  categoryBlockId: 9,
  templateBlock: { codInt: 'tutorial' },
  templateBlockType: { modeName: 'Tutorial' },
  metaData: {},
  proposals: [slide(901, 'Benvenuto su Spesa'), slide(902, 'A casa tua o in negozio')],
  products: [],
};

const userAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

describe('TutorialBlock (spec section 2: the tutorial is a dialog of the mobile app only)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the dialog in the mobile app on a first visit, and not once skipped', async () => {
    userAgent(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36 SpesaApp/1.0',
    );
    const first = renderWithProviders(<TutorialBlock block={block} />);
    const dialog = await screen.findByRole('dialog', { name: 'Benvenuto su Spesa' });
    expect(dialog).toBeVisible();
    (await screen.findByRole('button', { name: 'Salta' })).click();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderWithProviders(<TutorialBlock block={block} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing on the web, even on a first visit', async () => {
    userAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36');
    renderWithProviders(<TutorialBlock block={block} />);
    // The dialog's code is loaded by the test before (it would draw at once if the block asked for it).
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
