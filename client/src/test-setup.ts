import "./i18n";
