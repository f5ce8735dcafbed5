// The CameraCapture's own words (pt-BR); partners override them through ThemeProvider's `messages.camera`.
export const cameraMessages = {
  requesting: 'Permita o acesso à câmera para continuar.',
  denied:
    'Acesso à câmera negado. Para continuar, abra as permissões do navegador (ícone ao lado do endereço), permita a câmera e tente novamente.',
  unavailable: 'Não encontramos uma câmera disponível neste dispositivo.',
  retry: 'Tentar novamente',
  chooseImage: 'Escolher imagem',
  capture: 'Tirar foto',
  starting: 'Iniciando a câmera…',
  retake: 'Tirar novamente',
  documentPreview: 'Foto do documento',
  selfiePreview: 'Selfie',
  documentLive: 'Câmera: enquadre o documento na moldura',
  selfieLive: 'Câmera: posicione o rosto dentro do contorno',
  documentCaptured: 'Foto do documento tirada. Confira se está nítida e legível antes de seguir.',
  selfieCaptured: 'Selfie tirada. Confira se o rosto aparece inteiro e nítido antes de seguir.',
  imageError: 'Não foi possível ler a imagem escolhida.',
};
