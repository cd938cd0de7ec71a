/**
 * Italian texts of the delivery area's warnings and notices. Error texts are the codes' own, in
 * `@spesa/domain` (errors.ts).
 */
export const MSG = {
  addressSaved: 'Indirizzo salvato correttamente.',
  notifySaved: 'Grazie! Ti avviseremo quando la consegna a domicilio sarà attiva per il tuo indirizzo.',
  timeslotCleared:
    "La fascia oraria che avevi scelto non è disponibile per il nuovo indirizzo: scegli un'altra fascia oraria.",
  addressCleared: "Hai cambiato punto vendita: scegli di nuovo il punto di ritiro o l'indirizzo di consegna.",
} as const;
