// What the first visit carries to say the other pages cannot load: a few words, since every visitor's sign-in page
// carries them (the richer notice inside the shell comes with the other pages).
export const firstVisitFailure = {
  title: 'Uma nova versão está disponível',
  text: 'Recarregue a página para continuar.',
  reload: 'Recarregar',
};
