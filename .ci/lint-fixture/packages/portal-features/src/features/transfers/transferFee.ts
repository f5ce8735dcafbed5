export const transferFee = 367;
