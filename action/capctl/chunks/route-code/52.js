
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/items/properties/body"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_content_type_12 = obj["content_type"]
      if (value_content_type_12 !== undefined) {
        json += "{\"content_type\":"
        
        if (typeof value_content_type_12 !== 'string') {
          if (value_content_type_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_content_type_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_content_type_12.toISOString() + JSON_STR_QUOTE
          } else if (value_content_type_12 instanceof RegExp) {
            json += asString(value_content_type_12.source)
          } else {
            json += asString(value_content_type_12.toString())
          }
        } else {
          json += asString(value_content_type_12)
        }
        
      } else {
        throw new Error('"content_type" is required!')
      }
      
      const value_content_13 = obj["content"]
      if (value_content_13 !== undefined) {
        json += ",\"content\":"
        
        if (typeof value_content_13 !== 'string') {
          if (value_content_13 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_content_13 instanceof Date) {
            json += JSON_STR_QUOTE + value_content_13.toISOString() + JSON_STR_QUOTE
          } else if (value_content_13 instanceof RegExp) {
            json += asString(value_content_13.source)
          } else {
            json += asString(value_content_13.toString())
          }
        } else {
          json += asString(value_content_13)
        }
        
      } else {
        throw new Error('"content" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/items"
      function anonymous2 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_3 = obj["id"]
      if (value_id_3 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_3 !== 'string') {
          if (value_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_id_3 instanceof RegExp) {
            json += asString(value_id_3.source)
          } else {
            json += asString(value_id_3.toString())
          }
        } else {
          json += asString(value_id_3)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_type_4 = obj["type"]
      if (value_type_4 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_4 !== 'string') {
          if (value_type_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_4.toISOString() + JSON_STR_QUOTE
          } else if (value_type_4 instanceof RegExp) {
            json += asString(value_type_4.source)
          } else {
            json += asString(value_type_4.toString())
          }
        } else {
          json += asString(value_type_4)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_org_id_5 = obj["org_id"]
      if (value_org_id_5 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_5 !== 'string') {
          if (value_org_id_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_5.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_5 instanceof RegExp) {
            json += asString(value_org_id_5.source)
          } else {
            json += asString(value_org_id_5.toString())
          }
        } else {
          json += asString(value_org_id_5)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_channel_6 = obj["channel"]
      if (value_channel_6 !== undefined) {
        json += ",\"channel\":"
        
        if (typeof value_channel_6 !== 'string') {
          if (value_channel_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_channel_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_channel_6.toISOString() + JSON_STR_QUOTE
          } else if (value_channel_6 instanceof RegExp) {
            json += asString(value_channel_6.source)
          } else {
            json += asString(value_channel_6.toString())
          }
        } else {
          json += asString(value_channel_6)
        }
        
      } else {
        throw new Error('"channel" is required!')
      }
      
      const value_acknowledged_7 = obj["acknowledged"]
      if (value_acknowledged_7 !== undefined) {
        json += ",\"acknowledged\":"
        json += asBoolean(value_acknowledged_7)
      } else {
        throw new Error('"acknowledged" is required!')
      }
      
      const value_updated_at_8 = obj["updated_at"]
      if (value_updated_at_8 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_8)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_variant_9 = obj["variant"]
      if (value_variant_9 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_9 !== 'string') {
          if (value_variant_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_9.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_9 instanceof RegExp) {
            json += asString(value_variant_9.source)
          } else {
            json += asString(value_variant_9.toString())
          }
        } else {
          json += asString(value_variant_9)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_body_10 = obj["body"]
      if (value_body_10 !== undefined) {
        json += ",\"body\":"
        json += anonymous3(value_body_10)
      } else {
        throw new Error('"body" is required!')
      }
      
      const value_deleted_at_14 = obj["deleted_at"]
      if (value_deleted_at_14 !== undefined) {
        json += ",\"deleted_at\":"
        json += asDateTime(value_deleted_at_14)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous1 (obj) {
      // "#/properties/data"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous2(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous2(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/errors/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_17 = obj["code"]
      if (value_code_17 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_17 !== 'string') {
          if (value_code_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_17.toISOString() + JSON_STR_QUOTE
          } else if (value_code_17 instanceof RegExp) {
            json += asString(value_code_17.source)
          } else {
            json += asString(value_code_17.toString())
          }
        } else {
          json += asString(value_code_17)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_18 = obj["message"]
      if (value_message_18 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_18 !== 'string') {
          if (value_message_18 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_18 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_18.toISOString() + JSON_STR_QUOTE
          } else if (value_message_18 instanceof RegExp) {
            json += asString(value_message_18.source)
          } else {
            json += asString(value_message_18.toString())
          }
        } else {
          json += asString(value_message_18)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_19 = obj["pointer"]
      if (value_pointer_19 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_19 !== 'string') {
          if (value_pointer_19 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_19 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_19.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_19 instanceof RegExp) {
            json += asString(value_pointer_19.source)
          } else {
            json += asString(value_pointer_19.toString())
          }
        } else {
          json += asString(value_pointer_19)
        }
        
      }

      const value_hint_20 = obj["hint"]
      if (value_hint_20 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_20 !== 'string') {
          if (value_hint_20 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_20 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_20.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_20 instanceof RegExp) {
            json += asString(value_hint_20.source)
          } else {
            json += asString(value_hint_20.toString())
          }
        } else {
          json += asString(value_hint_20)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous7 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_23 = obj["code"]
      if (value_code_23 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_23 !== 'string') {
          if (value_code_23 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_23 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_23.toISOString() + JSON_STR_QUOTE
          } else if (value_code_23 instanceof RegExp) {
            json += asString(value_code_23.source)
          } else {
            json += asString(value_code_23.toString())
          }
        } else {
          json += asString(value_code_23)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_24 = obj["message"]
      if (value_message_24 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_24 !== 'string') {
          if (value_message_24 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_24 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_24.toISOString() + JSON_STR_QUOTE
          } else if (value_message_24 instanceof RegExp) {
            json += asString(value_message_24.source)
          } else {
            json += asString(value_message_24.toString())
          }
        } else {
          json += asString(value_message_24)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous6 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous7(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous7(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_15 = obj["errors"]
      if (value_errors_15 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_15 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_15)) {
            json += anonymous4(value_errors_15)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_21 = obj["warnings"]
      if (value_warnings_21 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous6(value_warnings_21)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)