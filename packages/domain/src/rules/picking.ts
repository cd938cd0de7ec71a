// Picking in the store (decision 0123): the error codes of scans and substitutions.

export const PICKING_MESSAGES = {
  PICK_CODE_INVALID:
    'Codice non valido: scansiona un codice EAN-13, EAN-8, UPC-A o una etichetta della bilancia.',
  PICK_CHECK_DIGIT: 'Cifra di controllo errata: ripeti la scansione.',
  PICK_CODE_UNKNOWN: 'Codice sconosciuto: nessun prodotto ha questo codice.',
  PICK_NOT_IN_ORDER: "Questo prodotto non è nell'ordine.",
  PICK_LINE_COMPLETE: 'Questa riga è già completa.',
  PICK_WEIGHT_TOO_MUCH: 'Peso oltre il massimo consentito per questa riga.',
  PICK_LABEL_NEEDED: "Prodotto a peso: scansiona l'etichetta della bilancia o inserisci il peso.",
  PICK_LABEL_NOT_WEIGHED: 'Etichetta della bilancia su un prodotto venduto a pezzi.',
  PICK_NOTHING_TO_UNDO: 'Nessuna scansione da annullare.',
  PICK_SUBSTITUTION_NOT_ALLOWED: 'Il cliente non accetta sostituzioni per questo articolo.',
  PICK_SUBSTITUTE_INVALID:
    "Il sostituto deve essere un'alternativa dello stesso tipo, con prezzo entro il 20%.",
  PICK_SUBSTITUTION_EXISTS: 'Per questo articolo è già stata proposta una sostituzione.',
  PICK_SUBSTITUTION_PENDING: 'Sostituzione in attesa della risposta del cliente.',
  PICK_SUBSTITUTION_REFUSED: 'Il cliente ha rifiutato la sostituzione.',
  SUBSTITUTION_NOT_FOUND: 'Nessuna sostituzione proposta per questo articolo.',
  SUBSTITUTION_ANSWERED: 'Hai già risposto a questa proposta.',
  SUBSTITUTION_EXPIRED:
    'Il tempo per rispondere è scaduto: abbiamo applicato la tua scelta (sostituzione accettata).',
} as const;
