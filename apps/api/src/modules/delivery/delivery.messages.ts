/** Italian texts of the delivery area's answers (codes are stable; texts may change). */
export const MSG = {
  addressNotFound: 'Indirizzo non trovato.',
  addressDeleteRefused: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  addressSaved: 'Indirizzo salvato correttamente.',
  addressServiceMismatch: "L'indirizzo scelto non è disponibile per il servizio selezionato.",
  notifySaved: 'Grazie! Ti avviseremo quando la consegna a domicilio sarà attiva per il tuo indirizzo.',
  storeNotFound: 'Punto vendita non trovato.',
  serviceNotFound: 'Servizio di consegna non trovato.',
  addressTypeUnknown: 'Tipo di indirizzo non valido: usare home, drive o locker.',
  cartLocked: "Il carrello è in fase di pagamento: non è possibile cambiare l'indirizzo o la fascia oraria.",
  notLoggedIn: "E' necessario autenticarsi per continuare.",
  cartNotLoggedIn: "E' necessario autenticarsi per visualizzare il carrello",
  timeslotCleared:
    "La fascia oraria che avevi scelto non è disponibile per il nuovo indirizzo: scegli un'altra fascia oraria.",
  addressCleared: "Hai cambiato punto vendita: scegli di nuovo il punto di ritiro o l'indirizzo di consegna.",
  timeslotNoAddress: "Scegli prima il servizio e l'indirizzo di consegna o il punto di ritiro.",
  timeslotNotFound: 'Fascia oraria non trovata.',
  timeslotOtherStore:
    "La fascia oraria scelta non è disponibile per l'indirizzo o il punto di ritiro selezionato.",
  timeslotPast: "La fascia oraria scelta è già passata: scegline un'altra.",
  timeslotCutoff: "Non è più possibile ordinare per questa fascia oraria: scegline un'altra.",
  timeslotFull: "La fascia oraria scelta è esaurita: scegline un'altra.",
  timeslotClosedDay: "Il punto vendita è chiuso in questa data: scegli un'altra fascia oraria.",
} as const;
