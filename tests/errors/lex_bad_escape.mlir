// ERROR: 2:35: error: unknown escape in string literal
module attributes {jax.note = "tab\q"} {
}
