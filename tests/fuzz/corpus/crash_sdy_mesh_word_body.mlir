// ERRi32}{
  sdy.mesh @e = <i82>
