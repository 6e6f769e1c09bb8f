export default {
  title: 'Vanliga frågor',
  intro: 'Svar på det som användare av Lönna oftast undrar över. Hittar du inte svaret här, kontakta lönekontoret på ditt företag.',
  items: {
    login: {
      q: 'Hur loggar jag in?',
      a: 'Du loggar in med det användarnamn och lösenord som din arbetsgivare har gett dig. Om ditt företag använder Mobilt BankID kan du i stället logga in med det.',
    },
    password: {
      q: 'Jag har glömt mitt lösenord. Vad gör jag?',
      a: 'Välj ”Glömt lösenordet?” på inloggningssidan. Du får då en länk för att välja ett nytt lösenord till den e-postadress som finns registrerad för dig.',
    },
    company: {
      q: 'Varför måste jag välja företag?',
      a: 'Om du administrerar flera företag väljer du vilket företag du vill arbeta i. Du kan byta företag när som helst via företagsnamnet i verktygsfältet. Stjärnmärk de företag du använder mest, så hamnar de först i listan.',
    },
    payslip: {
      q: 'Var hittar jag min lönespecifikation?',
      a: 'Lönespecifikationer och saldon för semester och flextid finns under ”Lönebesked” i menyn, när ditt företag har aktiverat den funktionen.',
    },
    timereport: {
      q: 'När måste jag ha rapporterat min tid?',
      a: 'Det bestämmer din arbetsgivare. Vanligtvis ska tid och frånvaro vara rapporterade senast sista dagen i månaden, så att lönen kan beräknas rätt.',
    },
    logout: {
      q: 'Varför blev jag utloggad?',
      a: 'Av säkerhetsskäl loggas du ut automatiskt efter en tids inaktivitet. Under Inställningar kan du välja hur lång tid det ska gå, eller att du aldrig ska loggas ut automatiskt.',
    },
    language: {
      q: 'Kan jag använda portalen på ett annat språk?',
      a: 'Ja. Portalen finns på svenska, engelska, franska och polska. Välj språk på inloggningssidan.',
    },
  },
};
