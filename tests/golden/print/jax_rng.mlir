module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3xui32> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{}]> : tensor<2xui32>
    %1 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.slice %0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<4xui64>
    %10 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %12 = stablehlo.multiply %11, %9 : tensor<4xui64>
    %13 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %15 = stablehlo.shift_right_logical %12, %14 : tensor<4xui64>
    %16 = stablehlo.convert %12 : (tensor<4xui64>) -> tensor<4xui32>
    %17 = stablehlo.convert %15 : (tensor<4xui64>) -> tensor<4xui32>
    %18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %19 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %20 = stablehlo.xor %6, %8 : tensor<ui32>
    %21 = stablehlo.constant dense<466688986> : tensor<ui32>
    %22 = stablehlo.xor %20, %21 : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %24 = stablehlo.add %17, %23 : tensor<4xui32>
    %25 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %26 = stablehlo.add %16, %25 : tensor<4xui32>
    %27 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.constant dense<0> : tensor<i32>
    %29:9 = stablehlo.while(%arg1 = %28, %arg2 = %27, %arg3 = %24, %arg4 = %26, %arg5 = %8, %arg6 = %22, %arg7 = %6, %arg8 = %18, %arg9 = %19) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %78 = stablehlo.constant dense<5> : tensor<i32>
      %79 = stablehlo.compare LT, %arg1, %78, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %78 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %arg2, %78 : tensor<i32>
      %80 = stablehlo.slice %arg8 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %81 = stablehlo.reshape %80 : (tensor<1xui32>) -> tensor<ui32>
      %82 = stablehlo.add %arg3, %arg4 : tensor<4xui32>
      %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %84 = stablehlo.shift_left %arg4, %83 : tensor<4xui32>
      %85 = stablehlo.constant dense<32> : tensor<ui32>
      %86 = stablehlo.subtract %85, %81 : tensor<ui32>
      %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %88 = stablehlo.shift_right_logical %arg4, %87 : tensor<4xui32>
      %89 = stablehlo.or %84, %88 : tensor<4xui32>
      %90 = stablehlo.xor %82, %89 : tensor<4xui32>
      %91 = stablehlo.slice %arg8 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %92 = stablehlo.reshape %91 : (tensor<1xui32>) -> tensor<ui32>
      %93 = stablehlo.add %82, %90 : tensor<4xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %95 = stablehlo.shift_left %90, %94 : tensor<4xui32>
      %96 = stablehlo.constant dense<32> : tensor<ui32>
      %97 = stablehlo.subtract %96, %92 : tensor<ui32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %99 = stablehlo.shift_right_logical %90, %98 : tensor<4xui32>
      %100 = stablehlo.or %95, %99 : tensor<4xui32>
      %101 = stablehlo.xor %93, %100 : tensor<4xui32>
      %102 = stablehlo.slice %arg8 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %103 = stablehlo.reshape %102 : (tensor<1xui32>) -> tensor<ui32>
      %104 = stablehlo.add %93, %101 : tensor<4xui32>
      %105 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %106 = stablehlo.shift_left %101, %105 : tensor<4xui32>
      %107 = stablehlo.constant dense<32> : tensor<ui32>
      %108 = stablehlo.subtract %107, %103 : tensor<ui32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %110 = stablehlo.shift_right_logical %101, %109 : tensor<4xui32>
      %111 = stablehlo.or %106, %110 : tensor<4xui32>
      %112 = stablehlo.xor %104, %111 : tensor<4xui32>
      %113 = stablehlo.slice %arg8 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %114 = stablehlo.reshape %113 : (tensor<1xui32>) -> tensor<ui32>
      %115 = stablehlo.add %104, %112 : tensor<4xui32>
      %116 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %117 = stablehlo.shift_left %112, %116 : tensor<4xui32>
      %118 = stablehlo.constant dense<32> : tensor<ui32>
      %119 = stablehlo.subtract %118, %114 : tensor<ui32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %121 = stablehlo.shift_right_logical %112, %120 : tensor<4xui32>
      %122 = stablehlo.or %117, %121 : tensor<4xui32>
      %123 = stablehlo.xor %115, %122 : tensor<4xui32>
      %124 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %125 = stablehlo.add %115, %124 : tensor<4xui32>
      %126 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %127 = stablehlo.add %123, %126 : tensor<4xui32>
      %128 = stablehlo.constant dense<1> : tensor<i32>
      %129 = stablehlo.add %arg2, %128 : tensor<i32>
      %130 = stablehlo.convert %129 : (tensor<i32>) -> tensor<ui32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %132 = stablehlo.add %127, %131 : tensor<4xui32>
      %133 = stablehlo.constant dense<1> : tensor<i32>
      %134 = stablehlo.add %arg1, %133 : tensor<i32>
      stablehlo.return %134, %79, %125, %132, %arg6, %arg7, %arg5, %arg9, %arg8 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %30 = stablehlo.xor %29#2, %29#3 : tensor<4xui32>
    %31 = stablehlo.constant dense<9> : tensor<ui32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %33 = stablehlo.shift_right_logical %30, %32 : tensor<4xui32>
    %34 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %36 = stablehlo.or %33, %35 : tensor<4xui32>
    %37 = stablehlo.bitcast_convert %36 : (tensor<4xui32>) -> tensor<4xf32>
    %38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.subtract %37, %39 : tensor<4xf32>
    %41 = stablehlo.subtract %4, %3 : tensor<1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<4xf32>
    %44 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %45 = stablehlo.add %43, %44 : tensor<4xf32>
    %46 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %47 = stablehlo.maximum %46, %45 : tensor<4xf32>
    %48 = chlo.erf_inv %47 : tensor<4xf32> -> tensor<4xf32>
    %49 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<4xf32>
    %52 = stablehlo.slice %0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %53 = stablehlo.reshape %52 : (tensor<1xui32>) -> tensor<ui32>
    %54 = stablehlo.slice %0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %55 = stablehlo.reshape %54 : (tensor<1xui32>) -> tensor<ui32>
    %56 = stablehlo.iota dim = 0 : tensor<3xui64>
    %57 = stablehlo.constant dense<1> : tensor<ui64>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %59 = stablehlo.multiply %58, %56 : tensor<3xui64>
    %60 = stablehlo.constant dense<32> : tensor<ui64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %62 = stablehlo.shift_right_logical %59, %61 : tensor<3xui64>
    %63 = stablehlo.convert %59 : (tensor<3xui64>) -> tensor<3xui32>
    %64 = stablehlo.convert %62 : (tensor<3xui64>) -> tensor<3xui32>
    %65 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %66 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %67 = stablehlo.xor %53, %55 : tensor<ui32>
    %68 = stablehlo.constant dense<466688986> : tensor<ui32>
    %69 = stablehlo.xor %67, %68 : tensor<ui32>
    %70 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %71 = stablehlo.add %64, %70 : tensor<3xui32>
    %72 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %73 = stablehlo.add %63, %72 : tensor<3xui32>
    %74 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.constant dense<0> : tensor<i32>
    %76:9 = stablehlo.while(%arg1 = %75, %arg2 = %74, %arg3 = %71, %arg4 = %73, %arg5 = %55, %arg6 = %69, %arg7 = %53, %arg8 = %65, %arg9 = %66) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %78 = stablehlo.constant dense<5> : tensor<i32>
      %79 = stablehlo.compare LT, %arg1, %78, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %78 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %arg2, %78 : tensor<i32>
      %80 = stablehlo.slice %arg8 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %81 = stablehlo.reshape %80 : (tensor<1xui32>) -> tensor<ui32>
      %82 = stablehlo.add %arg3, %arg4 : tensor<3xui32>
      %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %84 = stablehlo.shift_left %arg4, %83 : tensor<3xui32>
      %85 = stablehlo.constant dense<32> : tensor<ui32>
      %86 = stablehlo.subtract %85, %81 : tensor<ui32>
      %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %88 = stablehlo.shift_right_logical %arg4, %87 : tensor<3xui32>
      %89 = stablehlo.or %84, %88 : tensor<3xui32>
      %90 = stablehlo.xor %82, %89 : tensor<3xui32>
      %91 = stablehlo.slice %arg8 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %92 = stablehlo.reshape %91 : (tensor<1xui32>) -> tensor<ui32>
      %93 = stablehlo.add %82, %90 : tensor<3xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %95 = stablehlo.shift_left %90, %94 : tensor<3xui32>
      %96 = stablehlo.constant dense<32> : tensor<ui32>
      %97 = stablehlo.subtract %96, %92 : tensor<ui32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %99 = stablehlo.shift_right_logical %90, %98 : tensor<3xui32>
      %100 = stablehlo.or %95, %99 : tensor<3xui32>
      %101 = stablehlo.xor %93, %100 : tensor<3xui32>
      %102 = stablehlo.slice %arg8 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %103 = stablehlo.reshape %102 : (tensor<1xui32>) -> tensor<ui32>
      %104 = stablehlo.add %93, %101 : tensor<3xui32>
      %105 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %106 = stablehlo.shift_left %101, %105 : tensor<3xui32>
      %107 = stablehlo.constant dense<32> : tensor<ui32>
      %108 = stablehlo.subtract %107, %103 : tensor<ui32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %110 = stablehlo.shift_right_logical %101, %109 : tensor<3xui32>
      %111 = stablehlo.or %106, %110 : tensor<3xui32>
      %112 = stablehlo.xor %104, %111 : tensor<3xui32>
      %113 = stablehlo.slice %arg8 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %114 = stablehlo.reshape %113 : (tensor<1xui32>) -> tensor<ui32>
      %115 = stablehlo.add %104, %112 : tensor<3xui32>
      %116 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %117 = stablehlo.shift_left %112, %116 : tensor<3xui32>
      %118 = stablehlo.constant dense<32> : tensor<ui32>
      %119 = stablehlo.subtract %118, %114 : tensor<ui32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %121 = stablehlo.shift_right_logical %112, %120 : tensor<3xui32>
      %122 = stablehlo.or %117, %121 : tensor<3xui32>
      %123 = stablehlo.xor %115, %122 : tensor<3xui32>
      %124 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %125 = stablehlo.add %115, %124 : tensor<3xui32>
      %126 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %127 = stablehlo.add %123, %126 : tensor<3xui32>
      %128 = stablehlo.constant dense<1> : tensor<i32>
      %129 = stablehlo.add %arg2, %128 : tensor<i32>
      %130 = stablehlo.convert %129 : (tensor<i32>) -> tensor<ui32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %132 = stablehlo.add %127, %131 : tensor<3xui32>
      %133 = stablehlo.constant dense<1> : tensor<i32>
      %134 = stablehlo.add %arg1, %133 : tensor<i32>
      stablehlo.return %134, %79, %125, %132, %arg6, %arg7, %arg5, %arg9, %arg8 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %77 = stablehlo.xor %76#2, %76#3 : tensor<3xui32>
    return %51, %77 : tensor<4xf32>, tensor<3xui32>
  }
}
