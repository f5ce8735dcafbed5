import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';

/** The partner's frame around every page, the portal's included. */
export function HostLayout() {
  return (
    <>
      <nav aria-label="Banco Parceiro">
        <Link to="/">Início do Banco Parceiro</Link>
      </nav>
      <Outlet />
    </>
  );
}

/** The partner's own home page, with a call to the partner's own API. */
export function HostHome() {
  const [answer, setAnswer] = useState('');
  const signInToPartnerApi = async () => {
    const response = await fetch('/partner-api/login', { method: 'POST', body: '{}' });
    setAnswer(`${response.status} ${await response.text()}`);
  };
  return (
    <main>
      <h1>Banco Parceiro</h1>
      <p>Bem-vindo ao internet banking do Banco Parceiro.</p>
      <Link to="/painel/login">Abrir o painel</Link>
      <button type="button" onClick={() => void signInToPartnerApi()}>
        Entrar na API do parceiro
      </button>
      <output aria-label="Resposta da API do parceiro">{answer}</output>
    </main>
  );
}
