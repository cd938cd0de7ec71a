import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CardStep } from './CardStep';
import { ConsentsStep } from './ConsentsStep';
import { CredentialsStep } from './CredentialsStep';
import { PersonalDataStep } from './PersonalDataStep';
import { EMPTY_VALUES } from './registrationInput';
import { DISCLAIMERS } from '../../testing/fixtures';
import { envelope, json, mockFetch, renderWithProviders } from '../../testing/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
const type = (name: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name });
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
};

describe('step 1: loyalty card', () => {
  it('without a card goes on at once', async () => {
    const onNext = vi.fn();
    renderWithProviders(<CardStep values={EMPTY_VALUES.card} onNext={onNext} focusHeading={false} />);
    next();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(expect.objectContaining({ hasCard: 'no' }), expect.anything()),
    );
  });

  it('with a card needs a valid 13-digit code and the holder tax code', async () => {
    const onNext = vi.fn();
    renderWithProviders(<CardStep values={EMPTY_VALUES.card} onNext={onNext} focusHeading={false} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Sì, ho la carta fedeltà' }));
    next();
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    type(/Codice della carta/, '2700000000022');
    expect(await screen.findByText('Il codice carta deve avere 13 cifre')).toBeInTheDocument();
    type(/Codice fiscale o Partita IVA/, 'ABC');
    expect(await screen.findByText('P.Iva e C.F. devono avere 11 cifre')).toBeInTheDocument();
    type(/Codice della carta/, '2700000000021');
    type(/Codice fiscale o Partita IVA/, 'vrdlcu75c15l219t');
    next();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        { hasCard: 'yes', cardCode: '2700000000021', holderCode: 'VRDLCU75C15L219T' },
        expect.anything(),
      ),
    );
  });

  it("shows the server's mismatch message at the top of the step", () => {
    const message = 'I codici inseriti non sono corretti. Verifica e riprova.';
    renderWithProviders(
      <CardStep
        values={{ hasCard: 'yes', cardCode: '2700000000021', holderCode: 'NRIFNC90D52F839N' }}
        serverError={{ field: 'cardCode-holder', message }}
        onNext={vi.fn()}
        focusHeading={false}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});

describe('step 2: personal data', () => {
  const render = (lockedByCard = false, values = EMPTY_VALUES.personal) => {
    const onNext = vi.fn();
    renderWithProviders(
      <PersonalDataStep
        values={values}
        lockedByCard={lockedByCard}
        onNext={onNext}
        onBack={vi.fn()}
        focusHeading={false}
      />,
    );
    return onNext;
  };

  it('checks the fiscal code checksum and the phone', async () => {
    const onNext = render();
    type(/^Nome/, 'Anna');
    type(/^Cognome/, 'Verdi');
    type(/^Codice fiscale/, 'RSSMRA80A01H501X');
    type(/^Telefono/, '12');
    expect(await screen.findByText('P.Iva e C.F. devono avere 11 cifre')).toBeInTheDocument();
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeInTheDocument();
    type(/^Codice fiscale/, 'rssmra80a01h501u');
    type(/^Telefono/, '333 123 4567');
    next();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        expect.objectContaining({ fiscalCode: 'RSSMRA80A01H501U', phone: '333 123 4567', userTypeId: '1' }),
        expect.anything(),
      ),
    );
  });

  it('asks a business for company name, VAT, PEC and SDI code', async () => {
    render();
    fireEvent.click(screen.getByRole('radio', { name: 'Azienda o professionista' }));
    next();
    for (const name of [/^Ragione sociale/, /^Partita IVA/, /^PEC/, /^Codice destinatario/]) {
      const field = await screen.findByRole('textbox', { name });
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    }
    type(/^Partita IVA/, '12345678901');
    expect(await screen.findByText('P.Iva e C.F. devono avere 11 cifre')).toBeInTheDocument();
    type(/^Codice destinatario/, 'ABC');
    expect(
      await screen.findByText('Il codice destinatario deve avere 7 caratteri alfanumerici'),
    ).toBeInTheDocument();
  });

  it('locks customer type and tax code taken from the card', () => {
    render(true, { ...EMPTY_VALUES.personal, fiscalCode: 'VRDLCU75C15L219T' });
    expect(screen.getByRole('textbox', { name: /^Codice fiscale/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Privato' })).toBeDisabled();
    expect(screen.getByText(/Preso dalla carta fedeltà/)).toBeInTheDocument();
  });
});

describe('step 3: credentials', () => {
  it('refuses a PEC as username, a short password and a different confirmation', async () => {
    const onNext = vi.fn();
    renderWithProviders(
      <CredentialsStep
        values={EMPTY_VALUES.credentials}
        onNext={onNext}
        onBack={vi.fn()}
        focusHeading={false}
      />,
    );
    expect(screen.getByText(/non potrà essere modificata in seguito/)).toBeInTheDocument();
    type(/^E-mail/, 'anna@pec.it');
    expect(
      await screen.findByText('Non è possibile usare un indirizzo PEC come nome utente'),
    ).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'corta' } });
    fireEvent.input(screen.getByLabelText(/^Conferma la password/), { target: { value: 'altra' } });
    next();
    expect(await screen.findByText('La password deve contenere almeno 8 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Le password non coincidono')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Sicurezza della password: (assente|debole) La password deve contenere almeno 8/,
      ),
    ).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('scores the password with the server rule and says why an easy one would be refused', async () => {
    renderWithProviders(
      <CredentialsStep
        values={EMPTY_VALUES.credentials}
        onNext={vi.fn()}
        onBack={vi.fn()}
        focusHeading={false}
      />,
    );
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'abcdefgh' } });
    expect(
      await screen.findByText(
        /^Sicurezza della password: assente Questa password è troppo facile da indovinare/,
      ),
    ).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'Pane-e-Burro-42' } });
    expect(await screen.findByText('Sicurezza della password: ottima')).toBeInTheDocument();
  });
});

describe('step 4: consents', () => {
  const render = (withCard: boolean) => {
    mockFetch({
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
    });
    const onSubmit = vi.fn();
    renderWithProviders(
      <ConsentsStep
        values={EMPTY_VALUES.consents}
        withCard={withCard}
        busy={false}
        onSubmit={onSubmit}
        onBack={vi.fn()}
        focusHeading={false}
      />,
    );
    return onSubmit;
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
  const MESSAGE = 'È obbligatorio accettare questo consenso per procedere';

  it('requires the required consents and sends every choice', async () => {
    const onSubmit = render(false);
    await screen.findByRole('checkbox', { name: /Condizioni generali/ });
    submit();
    expect(await screen.findAllByText(MESSAGE)).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: /Condizioni generali/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Informativa sulla privacy/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Comunicazioni commerciali/ }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].consents).toEqual({ c1: true, c2: true, c3: false, c4: true });
  });

  it('makes the loyalty consent required when registering with a card', async () => {
    render(true);
    const box = await screen.findByRole('checkbox', { name: /Programma fedeltà CAMI/ });
    expect(box).toHaveAttribute('aria-required', 'true');
    submit();
    expect(await screen.findAllByText(MESSAGE)).toHaveLength(3);
    // The texts' links open in a new tab, so following one keeps the half-filled form.
    const text = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(within(text).getByRole('link')).toHaveAttribute('target', '_blank');
  });
});
